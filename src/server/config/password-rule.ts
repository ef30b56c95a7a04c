import { isStrongPassword } from '#shared/auth/password';
import { AppError } from '../http/app-error';

/**
 * Every way a password is set (sign-up, reset, change, employee creation): 422 WEAK_PASSWORD, with
 * the field code 'below_minimum_length' when the platform's minimum length (system settings) is
 * what fails, 'weak_password' otherwise.
 */
export function throwUnlessStrong(password: string, minLength: number, field: string): void {
  if (isStrongPassword(password, minLength)) return;
  throw new AppError('WEAK_PASSWORD', { [field]: password.length < minLength ? 'below_minimum_length' : 'weak_password' });
}
