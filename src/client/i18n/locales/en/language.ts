/** The language texts in English: the spec's words (decision 059). */
export default {
  label: 'Language',
  saveFailed: 'Your language could not be saved to your account. Please try again.',
};
