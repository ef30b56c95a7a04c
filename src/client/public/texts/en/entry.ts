/** Texts public-entry.ts writes in the browser (the only script of the public pages: kept small). */
export const entry = {
  signOut: 'Sign Out',
  goToDashboard: 'Go to Dashboard',
  logoutFailedTitle: 'Logout Failed',
  logoutFailedText: 'Failed to log out. Please try again.',
  sending: 'Sending...',
  sendMessage: 'Send Message',
  sentTitle: 'Message Sent',
  sentDescription: "We'll get back to you within 24 hours.",
  failedTitle: 'Failed to send message. Please try again later.',
  invalidEmail: 'Please enter a valid email address',
  required: { name: 'Name is required', email: 'Email is required', subject: 'Subject is required', message: 'Message is required' },
  tooLong: { name: 'Name is too long', email: 'Email is too long', subject: 'Subject is too long', message: 'Message is too long' },
  check: { name: 'Please check the name', email: 'Please check the email', subject: 'Please check the subject', message: 'Please check the message' },
} as const;
