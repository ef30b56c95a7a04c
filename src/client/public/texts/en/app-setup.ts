/** The marketing variant, /app-setup (spec part 2 §2 'Public pages'). */
export const appSetup = {
  hero: {
    badge: '{trialDays}-day free trial · No credit card required',
    title: 'Your whole store, on every screen you use',
    lead: 'Customers, credit and daily cash in one place. Open Corner Store in your browser today, on the counter computer, a tablet or your phone, and everything stays in sync.',
    launch: 'Launch Web App',
    seePlatforms: 'See platforms',
  },
  features: {
    kicker: 'What you get',
    title: 'Built around a real store day',
    customers: {
      title: 'Customer Management',
      text: 'Profiles with photos, 8-digit customer IDs, credit limits and balances. Find anyone by name, phone or ID in seconds.',
    },
    operations: {
      title: 'Daily Operations',
      text: 'Daily cash log with over/short reconciliation, employee payroll, and reports on sales and credit over time.',
    },
    secure: {
      title: 'Secure & Reliable',
      text: 'Encrypted connections, hashed passwords, owner and employee roles, and an audit log of important changes.',
    },
  },
  platforms: {
    kicker: 'Platforms',
    title: 'Choose your platform',
    lead: 'Start on the web today. Native mobile apps are on the way.',
    web: { name: 'Web App', text: 'Works in any modern browser on computers, tablets and phones. Nothing to install.' },
    ios: { name: 'iOS', text: 'A native app for iPhone and iPad, with the same account and data.' },
    android: { name: 'Android', text: 'A native app for Android phones and tablets, with the same account and data.' },
    availableNow: 'Available now',
    comingSoon: 'Coming Soon',
    launch: 'Launch Web App',
  },
  why: {
    title: 'Why Choose Corner Store',
    lead: 'One simple plan at {planPrice}/month after the trial, with everything included. Cancel anytime.',
    reasons: [
      { title: '{trialDays}-day free trial', text: 'Try every feature before you pay anything.' },
      { title: 'No credit card required', text: 'Sign up with your email and store details only.' },
      { title: 'Real-time sync', text: 'A sale or payment entered at the counter shows up on every device at once.' },
      { title: 'Automatic daily credit resets', text: 'Daily tabs reset on their own at midnight, so nobody has to remember.' },
      { title: 'Reports', text: 'Daily log history, monthly credit summary and a red flag report.' },
      { title: 'Multi-user, role-based access', text: 'Owners see everything; employees get only what they need.' },
      { title: 'Export to spreadsheets', text: 'Take your sales and credit records to a spreadsheet whenever you need them.' },
      { title: 'Support by email', text: 'Questions? Email {supportEmail} and our team will help.' },
    ],
  },
} as const;
