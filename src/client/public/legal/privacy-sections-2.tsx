import { site } from '../site';
import type { LegalSection } from './legal-layout';

const mail = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;

/** Sections 7–13 of the Privacy Policy. */
export const privacySectionsPart2: readonly LegalSection[] = [
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>We use only two kinds of cookies, both needed for the Service to work:</p>
        <ul>
          <li>a sign-in cookie that keeps you signed in securely;</li>
          <li>a preference cookie that remembers whether you collapsed the dashboard sidebar (kept for 7 days).</li>
        </ul>
        <p>We use no advertising cookies and no third-party tracking.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect information',
    body: (
      <ul>
        <li>All traffic between your browser and the Service is encrypted in transit (HTTPS).</li>
        <li>Passwords are stored only as strong one-way hashes; nobody, including us, can read them.</li>
        <li>Each store's data is separated, and role-based access limits what employees can see and change.</li>
        <li>An audit log records who created, changed or deleted important records, and when.</li>
        <li>Sign-in attempts are rate-limited to resist password guessing.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <ul>
        <li>
          Account records and transaction records are kept for <strong>7 years</strong>, for legal, tax and dispute
          purposes.
        </li>
        <li>
          Support correspondence is kept for <strong>3 years</strong>.
        </li>
        <li>
          When you ask us to delete your account or data, we act on it within <strong>30 days</strong>, keeping only
          what the law requires for the periods above.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>
          Depending on where you live, you may have the right to access, correct, export or delete your personal
          information, and to object to or limit how we use it. Store owners can view, correct and export most Store
          Data themselves in the app.
        </p>
        <p>
          To make a request, email {mail}. We may need to confirm your identity, and we respond to requests within 30
          days.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The Service is not for children. People under 16 may not use it, and we do not knowingly collect information
        from them as users. If you believe a child under 16 has an account, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'policy-changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy. If a change is significant, we will email store owners before it takes effect.
        The date at the top of this page shows the latest version.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or requests about privacy: email {mail} or write to us through the{' '}
        <a href="/contact-us">contact page</a>.
      </p>
    ),
  },
];
