/** Auth's public entry: the change-password dialog the sidebar opens. */
export { ChangePasswordDialog } from './components/change-password-dialog';
