/** The counts texts in English: the spec's words (decision 059). */
export default {
  customers: '{count, plural, one {# customer} other {# customers}}',
  stores: '{count, plural, one {# store} other {# stores}}',
  entries: '{count, plural, one {# entry} other {# entries}}',
  dailyReset: '{count, plural, one {# customer} other {# customers}} had their daily credit reset',
};
