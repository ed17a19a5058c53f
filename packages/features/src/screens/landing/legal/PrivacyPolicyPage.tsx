import { LegalPage } from './LegalPage';

/** /privacy-policy (docs/product.md#screens). */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This policy explains what personal data Petrobridge collects when you use the oil and gas
        brokerage marketplace, why we collect it and the choices you have.
      </p>
      <h2>1. Information we collect</h2>
      <ul>
        <li>Account data: your name, e-mail address, role and sign-in method.</li>
        <li>
          Company and KYC data: company registration details and the documents you upload for
          verification, such as business licences, tax certificates and bank statements.
        </li>
        <li>Trading data: offers, requests for quotes, deals, messages and notifications.</li>
        <li>
          Payment data: subscription and payment records, including crypto transaction references.
        </li>
        <li>Technical data: session cookies and server logs needed to keep the service secure.</li>
      </ul>
      <h2>2. How we use it</h2>
      <p>
        We use your data to run your account, verify companies before they trade, match offers with
        requests for quotes, manage deals and commissions, process payments and subscriptions, meet
        legal obligations and protect the platform against fraud.
      </p>
      <h2>3. Anonymity on the marketplace</h2>
      <p>
        Offers and requests for quotes are shown without the identity of the company behind them to
        other traders. Brokers and administrators see identities so that they can arrange deals and
        review compliance.
      </p>
      <h2>4. Sharing</h2>
      <p>
        We share data with the counterparties of a deal once it is agreed, with service providers
        who host the platform or process payments on our behalf, and with authorities when the law
        requires it. We do not sell personal data.
      </p>
      <h2>5. Retention</h2>
      <p>
        We keep account and trading records for as long as your account is open and afterwards for
        the periods that trade, tax and anti-money-laundering rules require.
      </p>
      <h2>6. Security</h2>
      <p>
        Passwords are stored as salted hashes, sessions expire after inactivity, and KYC documents
        are only available to you and to the reviewers who need them.
      </p>
      <h2>7. Your rights</h2>
      <p>
        You may ask for a copy of your data, have it corrected or deleted, or object to its use,
        within the limits of the law. Write to privacy@petrobridge.test.
      </p>
      <h2>8. Changes</h2>
      <p>
        We will post any change to this policy on this page and update the effective date above.
      </p>
    </LegalPage>
  );
}
