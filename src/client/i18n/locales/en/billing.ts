/** The billing texts in English: the spec's words (decision 059). */
export default {
  closeMessage: 'Close message',
  payByCheque: 'Pay by cheque',
  amount: 'Amount',
  payableTo: 'Payable to',
  mailTo: 'Mail to',
  memo: 'Memo',
  questions: 'Questions',
  theMemoMustIncludeYour: 'The memo must include your email address. Allow 5-7 business days; your subscription is activated when the cheque is received.',
  subscription: 'Subscription',
  subscriptionCheckFailedUnableTo: 'Subscription check failed: Unable to verify subscription status',
  waitingForYourPaymentTo: 'Waiting for your payment to be confirmed…',
  cardPaymentsAreNotSet: 'Card payments are not set up yet. You can pay by cheque.',
  subscriptionActive: 'Subscription active',
  thankYouYourPaymentWas: 'Thank you! Your payment was received.',
};
