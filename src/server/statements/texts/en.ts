/**
 * The customer's statement page (/s/:token) in English (issue 27, decision 060 addendum): the words
 * decision 050 gave it. Spanish: es.ts, same keys and values.
 */
export default {
  expiredTitle: 'Statement link expired',
  expiredHeading: 'This link has expired — ask the store for a new one',
  tooManyTitle: 'Too many requests',
  tooManyHeading: 'Too many requests — please try again in a minute',
  title: 'Statement — {store}',
  credit: 'Credit',
  payment: 'Payment',
  balanceOwed: 'Balance owed',
  storeCredit: 'Store credit',
  runningCredit: '{amount} credit',
  noEntries: 'No entries in this period.',
  byStore: 'Store',
  date: 'Date',
  type: 'Type',
  by: 'By',
  amount: 'Amount',
  balance: 'Balance',
  period: '{from} to {until}',
  showOlder: 'Show older entries',
  customerId: 'Customer ID {id}',
  entries: 'Entries {period}, newest first',
  generated: 'Generated {time} ({zone}). This statement is read-only.',
};
