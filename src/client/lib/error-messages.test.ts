import { describe, expect, it } from 'vitest';
import { genericErrorText, weakPasswordText } from '#client/texts/errors';
import { ApiError } from './api-client';
import {
  describeFieldErrors,
  describeFormError,
  describeLoginError,
  errorMessage,
  fieldMessage,
  filterLoginMessage,
  messageForCode,
} from './error-messages';

describe('messageForCode', () => {
  it('uses the spec texts for sign-in failures', () => {
    expect(messageForCode('INVALID_CREDENTIALS')).toBe('Invalid credentials. Please check your email and password.');
    expect(messageForCode('TOO_MANY_LOGIN_ATTEMPTS')).toBe('Too many login attempts. Please try again later.');
    expect(messageForCode('WEAK_PASSWORD')).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number. Avoid common passwords.',
    );
    expect(messageForCode('PAYMENTS_NOT_CONFIGURED')).toBe('Payments are not set up yet');
  });

  it('falls back to the generic sentence for unknown codes', () => {
    expect(messageForCode('SOMETHING_NEW')).toBe(genericErrorText());
    expect(genericErrorText()).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('fieldMessage', () => {
  it('gives the sign-in field texts', () => {
    expect(fieldMessage('signIn', 'email', 'required')).toBe('Email is required');
    expect(fieldMessage('signIn', 'email', 'invalid_email')).toBe('Please enter a valid email address');
    expect(fieldMessage('signIn', 'password', 'required')).toBe('Password is required');
  });

  it('gives the sign-up password texts', () => {
    expect(fieldMessage('signUp', 'password', 'too_short')).toBe('Password must be at least 8 characters long');
    expect(fieldMessage('signUp', 'password', 'weak_password')).toBe(weakPasswordText());
    expect(fieldMessage('resetPassword', 'newPassword', 'too_short')).toBe('Password must be at least 8 characters long');
  });

  it('gives the store field texts', () => {
    expect(fieldMessage('signUp', 'storeName', 'required')).toBe('Store name is required');
    expect(fieldMessage('signUp', 'storeStreet', 'required')).toBe('Street is required');
    expect(fieldMessage('signUp', 'storeZip', 'required')).toBe('ZIP is required');
    expect(fieldMessage('signUp', 'storePhone', 'required')).toBe('Store phone number is required');
    expect(fieldMessage('storeSetup', 'phone', 'required')).toBe('Store phone number is required');
    expect(fieldMessage('adminReset', 'email', 'required')).toBe('Please enter your email address');
  });

  it('falls back to a sentence per field code', () => {
    expect(fieldMessage('storeSettings', 'phone', 'invalid_phone')).toBe('Please enter a valid phone number');
    expect(fieldMessage(null, 'anything', 'too_long')).toBe('This entry is too long');
    expect(fieldMessage('resetPassword', 'confirmPassword', 'mismatch')).toBe("Passwords don't match");
  });
});

describe('describeFieldErrors', () => {
  it('orders fields as the form does and uses the spec title/description pairs', () => {
    const result = describeFieldErrors('signUp', { storePhone: 'required', storeName: 'required', email: 'invalid_email' });
    expect(Object.keys(result.fields)).toEqual(['email', 'storeName', 'storePhone']);
    expect(result.message).toBe('Please enter a valid email address');
    expect(result.toast).toEqual({ title: 'Store name is required', description: 'Please provide a name for your store.' });
  });

  it('uses the store address pair on sign-up and the complete-address pair on setup', () => {
    expect(describeFieldErrors('signUp', { storeCity: 'required' }).toast).toEqual({
      title: 'Store address is required',
      description: 'Please provide your store address. Our license system requires this for location verification.',
    });
    expect(describeFieldErrors('storeSetup', { zip: 'required' }).toast).toEqual({
      title: 'Complete address is required',
      description:
        'Please provide your complete store address. Our license system requires this for location verification.',
    });
    expect(describeFieldErrors('storeSetup', { phone: 'required' }).toast).toEqual({
      title: 'Store phone number is required',
      description: 'Please provide your store phone number.',
    });
  });

  it('has no pair for errors other than a missing store field', () => {
    expect(describeFieldErrors('signUp', { storePhone: 'invalid_phone' }).toast).toBeNull();
  });
});

describe('describeFormError', () => {
  it('maps server field codes', () => {
    const error = new ApiError(422, 'WEAK_PASSWORD', { password: 'weak_password' });
    expect(describeFormError('signUp', error)).toEqual({
      fields: { password: weakPasswordText() },
      message: weakPasswordText(),
      toast: null,
    });
  });

  it('uses the code sentence, or the screen fallback for unknown and internal errors', () => {
    expect(describeFormError('storeSettings', new ApiError(403, 'OWNER_ONLY'), 'Failed').message).toBe(
      'Access denied. Only store owners can do this.',
    );
    expect(describeFormError('storeSettings', new ApiError(500, 'INTERNAL'), 'Failed to update store settings').message).toBe(
      'Failed to update store settings',
    );
    expect(describeFormError('storeSetup', new TypeError('boom'), 'Failed to create store').message).toBe('Failed to create store');
    expect(errorMessage(new ApiError(0, 'NETWORK'))).toBe('Could not reach the server. Check your connection and try again.');
  });
});

describe('login error filter', () => {
  it('shows only messages with a known generic phrase', () => {
    expect(filterLoginMessage('Invalid credentials. Please check your email and password.')).toBe(
      'Invalid credentials. Please check your email and password.',
    );
    expect(filterLoginMessage('Access denied.')).toBe('Access denied.');
    expect(filterLoginMessage('Resource not found.')).toBe('Resource not found.');
    expect(filterLoginMessage('duplicate key value violates unique constraint')).toBe(genericErrorText());
  });

  it('keeps our own rate-limit and verification sentences and filters the rest', () => {
    expect(describeLoginError('signIn', new ApiError(429, 'TOO_MANY_LOGIN_ATTEMPTS')).message).toBe(
      'Too many login attempts. Please try again later.',
    );
    expect(describeLoginError('signIn', new ApiError(401, 'INVALID_CREDENTIALS')).message).toBe(
      'Invalid credentials. Please check your email and password.',
    );
    expect(describeLoginError('signIn', new ApiError(409, 'EMAIL_TAKEN')).message).toBe(genericErrorText());
    expect(describeLoginError('signIn', new ApiError(422, 'VALIDATION_FAILED', { email: 'invalid_email' })).fields).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});
