/**
 * The emails' words in English (issue 27, decision 060): ICU messages, one key per sentence. Every
 * other language has the same keys (mail/texts/es.ts `satisfies MailTexts`; the test checks the values).
 */
export default {
  greeting: 'Hi {name},',
  verifySubject: 'Confirm your email for Corner Store',
  verifyTitle: 'Confirm your email',
  verifyIntro: 'Confirm your email address to finish setting up your Corner Store account.',
  verifyTextLink: 'Confirm your email: {url}',
  verifyIgnore: 'If you did not sign up, ignore this email.',
  verifyAction: 'Confirm email',
  resetSubject: 'Reset your Corner Store password',
  resetTitle: 'Reset your password',
  resetIntro: 'Someone asked to reset the password of your Corner Store account.',
  resetTextLink: 'Reset your password: {url}',
  resetExpiry: 'The link works for one hour. If you did not ask for it, ignore this email.',
  resetAction: 'Reset password',
  existsSubject: 'You already have a Corner Store account',
  existsTitle: 'You already have an account',
  existsIntro: 'Someone tried to create a Corner Store account with this email address, which already has one.',
  existsSignIn: 'Sign in at {url} — or use "Forgot your password?" there if you cannot remember it.',
  existsIgnore: 'If this was not you, you can ignore this email: nothing was changed.',
  existsAction: 'Sign in',
};
