/**
 * The Terms of Service. A section's body is a list of blocks: a string is a paragraph, a list of
 * strings a bulleted list. Inline: **bold**, [label](/path), {email} (the support address as a link),
 * and {values} from site.ts.
 */
export const terms = {
  title: 'Terms of Service',
  intro:
    'Plain-language terms for using Corner Store. Please read them carefully: they explain your subscription, your responsibilities for the customer records you keep, and ours for running the Service. See also our [Privacy Policy](/privacy-policy).',
  sections: {
    agreement: {
      title: 'Agreement to these terms',
      body: [
        'These Terms of Service ("Terms") govern your use of Corner Store, the web application for managing a neighborhood store\'s sales, cash, customer credit, staff and payroll (the "Service"), operated by Corner Store ("we", "us"). By creating an account or using the Service you agree to these Terms. If you use the Service for a business, you accept them on behalf of that business.',
        'If you do not agree, do not use the Service.',
      ],
    },
    eligibility: {
      title: 'Who may use the Service',
      body: [
        'You must be at least 16 years old to use the Service. Children under 16 may not create an account or use the Service, and store owners must not create employee accounts for anyone under 16.',
        'The owner account holder must be authorized to act for the store they register. One subscription covers one store location.',
      ],
    },
    accounts: {
      title: 'Accounts and security',
      body: [
        "You are responsible for the accounts on your store, including employee accounts you create, and for everything done through them. Keep passwords private, use a unique password, and remove employees' access when they leave.",
        'Tell us at once at {email} if you believe an account has been used without permission.',
      ],
    },
    'trial-and-billing': {
      title: 'Free trial, subscription and cancellation',
      body: [
        [
          'New stores get a **{trialDays}-day free trial** with full access. No payment details are needed to start.',
          'After the trial, the Service costs **{planPrice} per month** per store, plus any payment-processing fee shown at checkout. Prices are in US dollars and exclude taxes unless stated.',
          'Subscriptions renew monthly until cancelled. You can **cancel anytime**; you keep access until the end of the period you have paid for, and you will not be charged again.',
          'Fees already paid are not refunded for partial months, except where the law requires otherwise.',
          'If a payment fails or the trial ends without a subscription, we may suspend the store until payment is made. Your data is kept as described in section 10.',
          "We will give you at least 30 days' notice by email before any price change takes effect.",
        ],
      ],
    },
    'your-data': {
      title: 'Your data and your customers',
      body: [
        'You own the information you put into the Service, including customer names, phone numbers, photos, credit balances, daily logs, employee and payroll records ("Store Data"). You give us permission to host, process and back up Store Data only to provide the Service to you.',
        "**You are responsible for the customer data you enter.** That includes having a lawful reason to record it, telling your customers how you use it where the law requires, obtaining consent before taking a customer's photo, and keeping records accurate. Customer photos are private to your store: they are never shown to other stores or to the public.",
        'You can export your records to spreadsheets at any time while your account is active.',
      ],
    },
    'red-flags': {
      title: 'Credit and the red-flag list',
      body: [
        'Extending credit to your customers is your own business decision; Corner Store only keeps the records. The red-flag list is an internal note for your store and is never shared with other stores.',
        "Record only facts about a customer's dealings with your store. Do not flag or refuse anyone on the basis of race, religion, sex, disability, national origin or any other characteristic protected by law, and do not use the Service to harass, shame or threaten anyone.",
      ],
    },
    'acceptable-use': {
      title: 'Acceptable use',
      body: [
        'You agree not to:',
        [
          'break any law, or store data you have no right to hold;',
          "try to access another store's data or any part of the Service you are not authorized to use;",
          'probe, scan, overload or disrupt the Service, or get around its security or usage limits;',
          'copy, resell or reverse-engineer the Service, except as the law expressly allows;',
          'post unlawful, abusive or misleading content on the community board.',
        ],
        'We may suspend accounts that break these rules, and will tell you why unless the law prevents us.',
      ],
    },
    availability: {
      title: 'Availability and changes to the Service',
      body: [
        'We work to keep the Service available and your data safe, but we do not promise it will be uninterrupted or error-free. We may change, add or remove features; if a change materially reduces what you pay for, we will tell you in advance and you may cancel.',
      ],
    },
    termination: {
      title: 'Ending your account and data retention',
      body: [
        'You may close your account at any time by cancelling your subscription and writing to {email}. We may close an account that seriously or repeatedly breaks these Terms.',
        [
          'We act on account deletion and data requests within **30 days**.',
          'Account records and transaction records (such as credit transactions, daily logs and payments) are retained for **7 years** for legal, tax and dispute purposes. After deletion they are taken out of use and kept only for those purposes, then permanently erased.',
          'Support correspondence is kept for **3 years**.',
        ],
      ],
    },
    disclaimers: {
      title: 'Disclaimers',
      body: [
        'The Service is provided "as is" and "as available". Calculations such as over/short, payroll totals and reports depend on the figures you enter; check them before relying on them for tax, payroll or legal purposes. To the extent the law allows, we disclaim all implied warranties, including merchantability, fitness for a particular purpose and non-infringement.',
      ],
    },
    liability: {
      title: 'Limitation of liability',
      body: [
        'To the extent the law allows, we are not liable for indirect, incidental, special or consequential damages, or for lost profits, revenue or data, and our total liability for any claim about the Service is limited to the amount you paid us in the 12 months before the claim. Nothing in these Terms limits liability that cannot be limited by law.',
      ],
    },
    indemnity: {
      title: 'Your responsibility to us',
      body: [
        'You agree to cover our reasonable costs if a claim is brought against us because of Store Data you entered or your breach of these Terms, unless the claim results from our own fault.',
      ],
    },
    changes: {
      title: 'Changes to these terms',
      body: [
        'We may update these Terms. If a change is significant, we will email store owners at least 30 days before it takes effect. The date at the top of this page shows the latest version. Continuing to use the Service after a change takes effect means you accept the new Terms.',
      ],
    },
    contact: {
      title: 'Contact',
      body: [
        'Questions about these Terms? Email {email} or use our [contact form](/contact-us). We reply within {termsReplyHours} hours.',
      ],
    },
  },
} as const;
