/** The Privacy Policy; blocks and inline marks as in terms.ts. */
export const privacy = {
  title: 'Privacy Policy',
  intro:
    "Your store's records belong to you, and your customers trust you with them. This policy explains, in plain language, what information Corner Store handles and how we keep it safe. In short: we collect only what the Service needs, we never sell data, and we use cookies only to keep you signed in and remember your sidebar and your language.",
  sections: {
    'who-we-are': {
      title: 'Who we are and what this covers',
      body: [
        'Corner Store provides a web application that neighborhood stores use to record sales, cash, customer credit, employees and payroll. This policy explains what personal information we handle, why, and the choices you have. It covers our website and the Service.',
      ],
    },
    'information-we-collect': {
      title: 'Information we collect',
      body: [
        [
          "**Account information:** the name, email address and password of store owners and employees, and the store's name, address and phone number.",
          '**Store Data:** what a store enters about its customers and business, such as customer names, phone numbers, email addresses, notes, photos, credit balances and limits, credit transactions, red-flag notes, daily cash logs, sales, and employee payroll entries.',
          '**Technical information:** IP address, browser type and the time of sign-ins and changes, which we record for security and in the audit log.',
          '**Messages:** what you send us through the contact form or by email.',
          '**Billing information:** subscription status and payment history. Card details are handled by our payment processor; we never see or store full card numbers.',
        ],
      ],
    },
    'how-we-use': {
      title: 'How we use information',
      body: [
        'We use personal information only to:',
        [
          'provide, maintain and secure the Service, including backups and the audit log;',
          'create and manage accounts and subscriptions;',
          'send service emails such as sign-up confirmation, password resets and billing notices;',
          'answer support requests;',
          'comply with the law and enforce our Terms of Service.',
        ],
        'We do not use Store Data for advertising, and we do not build profiles of your customers.',
      ],
    },
    'store-owners-role': {
      title: "The store owner's role",
      body: [
        "Each store decides what to record about its own customers and employees, and is responsible for that data. We hold and process Store Data on the store's behalf and follow its instructions.",
        'If you are a customer of a store that uses Corner Store and want to see, correct or delete your information, please ask the store first. We will help the store respond.',
      ],
    },
    photos: {
      title: 'Customer photos',
      body: [
        'Photos a store takes of its customers are private to that store. They are visible only to signed-in users of that store, are not shown to other stores or the public, and are never used for face recognition or any other purpose.',
      ],
    },
    sharing: {
      title: 'How we share information',
      body: [
        '**We do not sell personal information**, and we do not share it for advertising. We share it only:',
        [
          'with service providers who host the Service, deliver our emails and process payments, under contracts that allow them to use it only to provide those services to us;',
          'when the law requires it, or to protect the rights and safety of our users and the public;',
          'with a buyer if our business is sold, in which case this policy continues to apply to your information.',
        ],
      ],
    },
    cookies: {
      title: 'Cookies',
      body: [
        'We use only these cookies, all needed for the Service to work:',
        [
          'a sign-in cookie that keeps you signed in securely;',
          'a preference cookie that remembers whether you collapsed the dashboard sidebar (kept for 7 days);',
          'a preference cookie that remembers the language you chose, English or Spanish (kept for 1 year).',
        ],
        'We use no advertising cookies and no third-party tracking.',
      ],
    },
    security: {
      title: 'How we protect information',
      body: [
        [
          'All traffic between your browser and the Service is encrypted in transit (HTTPS).',
          'Passwords are stored only as strong one-way hashes; nobody, including us, can read them.',
          "Each store's data is separated, and role-based access limits what employees can see and change.",
          'An audit log records who created, changed or deleted important records, and when.',
          'Sign-in attempts are rate-limited to resist password guessing.',
        ],
      ],
    },
    retention: {
      title: 'How long we keep information',
      body: [
        [
          'Account records and transaction records are kept for **7 years**, for legal, tax and dispute purposes.',
          'Support correspondence is kept for **3 years**.',
          'When you ask us to delete your account or data, we act on it within **30 days**, keeping only what the law requires for the periods above.',
        ],
      ],
    },
    'your-rights': {
      title: 'Your rights and choices',
      body: [
        'Depending on where you live, you may have the right to access, correct, export or delete your personal information, and to object to or limit how we use it. Store owners can view, correct and export most Store Data themselves in the app.',
        'To make a request, email {email}. We may need to confirm your identity, and we respond to requests within 30 days.',
      ],
    },
    children: {
      title: 'Children',
      body: [
        'The Service is not for children. People under 16 may not use it, and we do not knowingly collect information from them as users. If you believe a child under 16 has an account, contact us and we will delete it.',
      ],
    },
    'policy-changes': {
      title: 'Changes to this policy',
      body: [
        'We may update this policy. If a change is significant, we will email store owners before it takes effect. The date at the top of this page shows the latest version.',
      ],
    },
    contact: {
      title: 'Contact us',
      body: ['Questions or requests about privacy: email {email} or write to us through the [contact page](/contact-us).'],
    },
  },
} as const;
