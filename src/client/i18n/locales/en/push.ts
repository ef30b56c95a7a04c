/** The push texts in English: the spec's words (decision 059). */
export default {
  notificationsTurnedOff: 'Notifications turned off',
  thisDeviceWillNotGet: 'This device will not get notifications any more.',
  testNotificationSent: 'Test notification sent',
  itShouldAppearOnThis: 'It should appear on this device in a moment.',
  thisDeviceIsNoLonger: 'This device is no longer subscribed',
  turnNotificationsOnAgainTo: 'Turn notifications on again to keep getting them.',
  pushNotifications: 'Push Notifications',
  trialAndPaymentRemindersAnd: 'Trial and payment reminders and important store updates, on this device.',
  thisBrowserCannotShowNotifications: 'This browser cannot show notifications. Install Corner Store on your home screen, or use another browser, to get them.',
  notificationsAreOnForThis: 'Notifications are on for this device.',
  sendTestNotification: 'Send Test Notification',
  turnOff: 'Turn Off',
  notificationsAreOffForThis: 'Notifications are off for this device.',
  enableNotifications: 'Enable Notifications',
};
