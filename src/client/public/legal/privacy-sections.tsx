import type { LegalSection } from './legal-layout';

/** Sections 1–6 of the Privacy Policy; the rest are in privacy-sections-2.tsx. */
export const privacySectionsPart1: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this covers',
    body: (
      <p>
        Corner Store provides a web application that neighborhood stores use to record sales, cash, customer credit,
        employees and payroll. This policy explains what personal information we handle, why, and the choices you
        have. It covers our website and the Service.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account information:</strong> the name, email address and password of store owners and employees,
            and the store's name, address and phone number.
          </li>
          <li>
            <strong>Store Data:</strong> what a store enters about its customers and business, such as customer
            names, phone numbers, email addresses, notes, photos, credit balances and limits, credit transactions,
            red-flag notes, daily cash logs, sales, and employee payroll entries.
          </li>
          <li>
            <strong>Technical information:</strong> IP address, browser type and the time of sign-ins and changes,
            which we record for security and in the audit log.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form or by email.
          </li>
          <li>
            <strong>Billing information:</strong> subscription status and payment history. Card details are handled
            by our payment processor; we never see or store full card numbers.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use information',
    body: (
      <>
        <p>We use personal information only to:</p>
        <ul>
          <li>provide, maintain and secure the Service, including backups and the audit log;</li>
          <li>create and manage accounts and subscriptions;</li>
          <li>send service emails such as sign-up confirmation, password resets and billing notices;</li>
          <li>answer support requests;</li>
          <li>comply with the law and enforce our Terms of Service.</li>
        </ul>
        <p>We do not use Store Data for advertising, and we do not build profiles of your customers.</p>
      </>
    ),
  },
  {
    id: 'store-owners-role',
    title: "The store owner's role",
    body: (
      <>
        <p>
          Each store decides what to record about its own customers and employees, and is responsible for that data.
          We hold and process Store Data on the store's behalf and follow its instructions.
        </p>
        <p>
          If you are a customer of a store that uses Corner Store and want to see, correct or delete your
          information, please ask the store first. We will help the store respond.
        </p>
      </>
    ),
  },
  {
    id: 'photos',
    title: 'Customer photos',
    body: (
      <p>
        Photos a store takes of its customers are private to that store. They are visible only to signed-in users of
        that store, are not shown to other stores or the public, and are never used for face recognition or any other
        purpose.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>
          <strong>We do not sell personal information</strong>, and we do not share it for advertising. We share it
          only:
        </p>
        <ul>
          <li>
            with service providers who host the Service, deliver our emails and process payments, under contracts
            that allow them to use it only to provide those services to us;
          </li>
          <li>when the law requires it, or to protect the rights and safety of our users and the public;</li>
          <li>
            with a buyer if our business is sold, in which case this policy continues to apply to your information.
          </li>
        </ul>
      </>
    ),
  },
];
