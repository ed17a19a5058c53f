import { LegalPage } from './LegalPage';

/** /terms-of-service (docs/product.md#product, §2, §9). */
export function TermsOfServicePage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms govern your use of Petrobridge, the oil and gas brokerage marketplace. By
        creating an account you accept them.
      </p>
      <h2>1. Eligibility</h2>
      <p>
        You must be at least 18 years old and able to enter into binding contracts on behalf of
        yourself or the company you represent. The minimum age to use Petrobridge is 18.
      </p>
      <h2>2. Accounts and roles</h2>
      <p>
        Accounts are held by sellers, buyers and brokers; administrators oversee the platform. You
        are responsible for keeping your sign-in credentials safe and for everything done with your
        account.
      </p>
      <h2>3. Know your customer (KYC)</h2>
      <p>
        KYC verification is required for trading. Before a company may take part in a deal it must
        register and upload the documents we ask for, and our compliance team must approve them. We
        may suspend trading for any company whose documents are missing, expired or rejected.
      </p>
      <h2>4. Listings and deals</h2>
      <p>
        Offers and requests for quotes must describe real products you are able to deliver or buy.
        Deals are arranged by a broker and follow the stages shown on the platform, from negotiation
        through letter of credit, shipping and delivery to completion.
      </p>
      <h2>5. Commission</h2>
      <p>
        A commission, 2.5% of the deal value unless agreed otherwise, is due on every completed deal
        and is shown on the deal before it is agreed.
      </p>
      <h2>6. Subscriptions</h2>
      <p>
        Some services are offered as subscription plans billed monthly, yearly or once. A
        subscription runs for the period paid and renews only if you choose automatic renewal. You
        may cancel at any time; the service stays available until the end of the paid period.
      </p>
      <h2>7. Crypto payment processing</h2>
      <p>
        Payments for subscriptions and services may be made through payment links processed by a
        third-party crypto payment provider. You may pay in fiat currency or in supported
        cryptocurrencies; the amount due, the exchange rate and the network fees are shown before
        you pay. Crypto payments are final once confirmed on the blockchain.
      </p>
      <h2>8. Prohibited conduct</h2>
      <p>
        You may not post false listings, bypass the platform to avoid commission, trade in
        sanctioned goods or with sanctioned parties, or interfere with the security of the service.
      </p>
      <h2>9. Liability</h2>
      <p>
        Petrobridge brings parties together and provides tools for their deals; the contract of sale
        is between the seller and the buyer. Market data and AI suggestions are for information
        only.
      </p>
      <h2>10. Termination</h2>
      <p>
        We may suspend or close accounts that break these terms. You may close your account at any
        time once your open deals are completed or cancelled.
      </p>
      <h2>11. Changes and contact</h2>
      <p>
        We will post changes to these terms on this page and update the effective date above.
        Questions: legal@petrobridge.test.
      </p>
    </LegalPage>
  );
}
