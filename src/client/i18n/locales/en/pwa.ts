/** The pwa texts in English: the spec's words (decision 059). */
export default {
  youAreOffline: 'You are offline',
  cornerStoreNeedsAConnection: 'Corner Store needs a connection to show your store. It loads by itself when the connection is back, or try again.',
  tryAgain: 'Try again',
  aNewVersionOfCorner: 'A new version of Corner Store is available.',
  reload: 'Reload',
};
