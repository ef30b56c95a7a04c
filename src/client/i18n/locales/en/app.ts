/** The app texts in English: the spec's words (decision 059). */
export default {
  somethingWentWrong: 'Something went wrong',
  weEncounteredAnUnexpectedError: 'We encountered an unexpected error. This has been logged and our team will investigate.',
  reloadPage: 'Reload Page',
  goToHome: 'Go to Home',
  oopsPageNotFound: 'Oops! Page not found',
  returnToHome: 'Return to Home',
  tryAgain: 'Try again',
  main: 'Main',
  unread: 'unread',
  changePassword: 'Change Password',
  logout: 'Logout',
  skipToContent: 'Skip to content',
  menu: 'Menu',
  toggleSidebar: 'Toggle Sidebar',
  toggleSidebarCtrlB: 'Toggle Sidebar (Ctrl+B)',
};
