/** The dates texts in English: the spec's words (decision 059). */
export default {
  missing: 'Please choose both dates',
  reversed: 'The start date must be on or before the end date',
};
