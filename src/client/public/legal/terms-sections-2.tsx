import { site } from '../site';
import type { LegalSection } from './legal-layout';

const mail = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;

/** Sections 8–14 of the Terms of Service. */
export const termsSectionsPart2: readonly LegalSection[] = [
  {
    id: 'availability',
    title: 'Availability and changes to the Service',
    body: (
      <p>
        We work to keep the Service available and your data safe, but we do not promise it will be uninterrupted or
        error-free. We may change, add or remove features; if a change materially reduces what you pay for, we will
        tell you in advance and you may cancel.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your account and data retention',
    body: (
      <>
        <p>
          You may close your account at any time by cancelling your subscription and writing to {mail}. We may close
          an account that seriously or repeatedly breaks these Terms.
        </p>
        <ul>
          <li>
            We act on account deletion and data requests within <strong>30 days</strong>.
          </li>
          <li>
            Account records and transaction records (such as credit transactions, daily logs and payments) are retained
            for <strong>7 years</strong> for legal, tax and dispute purposes. After deletion they are taken out of use
            and kept only for those purposes, then permanently erased.
          </li>
          <li>
            Support correspondence is kept for <strong>3 years</strong>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        The Service is provided "as is" and "as available". Calculations such as over/short, payroll totals and
        reports depend on the figures you enter; check them before relying on them for tax, payroll or legal purposes.
        To the extent the law allows, we disclaim all implied warranties, including merchantability, fitness for a
        particular purpose and non-infringement.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect, incidental, special or consequential damages, or
        for lost profits, revenue or data, and our total liability for any claim about the Service is limited to the
        amount you paid us in the 12 months before the claim. Nothing in these Terms limits liability that cannot be
        limited by law.
      </p>
    ),
  },
  {
    id: 'indemnity',
    title: 'Your responsibility to us',
    body: (
      <p>
        You agree to cover our reasonable costs if a claim is brought against us because of Store Data you entered or
        your breach of these Terms, unless the claim results from our own fault.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms. If a change is significant, we will email store owners at least 30 days before it
        takes effect. The date at the top of this page shows the latest version. Continuing to use the Service after a
        change takes effect means you accept the new Terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these Terms? Email {mail} or use our <a href="/contact-us">contact form</a>. We reply within{' '}
        {site.termsReplyHours} hours.
      </p>
    ),
  },
];
