import { site } from '../site';
import type { LegalSection } from './legal-layout';

const mail = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;

/** Sections 1–7 of the Terms of Service; the rest are in terms-sections-2.tsx. */
export const termsSectionsPart1: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    body: (
      <>
        <p>
          These Terms of Service ("Terms") govern your use of Corner Store, the web application for managing a
          neighborhood store's sales, cash, customer credit, staff and payroll (the "Service"), operated by Corner
          Store ("we", "us"). By creating an account or using the Service you agree to these Terms. If you use the
          Service for a business, you accept them on behalf of that business.
        </p>
        <p>If you do not agree, do not use the Service.</p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use the Service',
    body: (
      <>
        <p>
          You must be at least 16 years old to use the Service. Children under 16 may not create an account or use
          the Service, and store owners must not create employee accounts for anyone under 16.
        </p>
        <p>
          The owner account holder must be authorized to act for the store they register. One subscription covers one
          store location.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and security',
    body: (
      <>
        <p>
          You are responsible for the accounts on your store, including employee accounts you create, and for
          everything done through them. Keep passwords private, use a unique password, and remove employees' access
          when they leave.
        </p>
        <p>Tell us at once at {mail} if you believe an account has been used without permission.</p>
      </>
    ),
  },
  {
    id: 'trial-and-billing',
    title: 'Free trial, subscription and cancellation',
    body: (
      <>
        <ul>
          <li>
            New stores get a <strong>{site.trialDays}-day free trial</strong> with full access. No payment details are
            needed to start.
          </li>
          <li>
            After the trial, the Service costs <strong>{site.planPrice} per month</strong> per store, plus any
            payment-processing fee shown at checkout. Prices are in US dollars and exclude taxes unless stated.
          </li>
          <li>
            Subscriptions renew monthly until cancelled. You can <strong>cancel anytime</strong>; you keep access until
            the end of the period you have paid for, and you will not be charged again.
          </li>
          <li>
            Fees already paid are not refunded for partial months, except where the law requires otherwise.
          </li>
          <li>
            If a payment fails or the trial ends without a subscription, we may suspend the store until payment is
            made. Your data is kept as described in section 10.
          </li>
          <li>We will give you at least 30 days' notice by email before any price change takes effect.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-data',
    title: 'Your data and your customers',
    body: (
      <>
        <p>
          You own the information you put into the Service, including customer names, phone numbers, photos, credit
          balances, daily logs, employee and payroll records ("Store Data"). You give us permission to host, process
          and back up Store Data only to provide the Service to you.
        </p>
        <p>
          <strong>You are responsible for the customer data you enter.</strong> That includes having a lawful reason
          to record it, telling your customers how you use it where the law requires, obtaining consent before taking
          a customer's photo, and keeping records accurate. Customer photos are private to your store: they are never
          shown to other stores or to the public.
        </p>
        <p>You can export your records to spreadsheets at any time while your account is active.</p>
      </>
    ),
  },
  {
    id: 'red-flags',
    title: 'Credit and the red-flag list',
    body: (
      <>
        <p>
          Extending credit to your customers is your own business decision; Corner Store only keeps the records. The
          red-flag list is an internal note for your store and is never shared with other stores.
        </p>
        <p>
          Record only facts about a customer's dealings with your store. Do not flag or refuse anyone on the basis of
          race, religion, sex, disability, national origin or any other characteristic protected by law, and do not
          use the Service to harass, shame or threaten anyone.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>break any law, or store data you have no right to hold;</li>
          <li>try to access another store's data or any part of the Service you are not authorized to use;</li>
          <li>probe, scan, overload or disrupt the Service, or get around its security or usage limits;</li>
          <li>copy, resell or reverse-engineer the Service, except as the law expressly allows;</li>
          <li>post unlawful, abusive or misleading content on the community board.</li>
        </ul>
        <p>We may suspend accounts that break these rules, and will tell you why unless the law prevents us.</p>
      </>
    ),
  },
];
