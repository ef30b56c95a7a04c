/** The errorDetails texts in English: the spec's words (decision 059). */
export default {
  paymentExceedsBalance: 'Payment is more than the {owed} owed',
  storeCreditLimitExceeded: "Store credit cannot be more than the customer's credit limit of {limit}.",
};
