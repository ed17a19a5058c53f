import type { ReactNode } from 'react';
import {
  BadgeCheck,
  BarChart3,
  Bell,
  Brain,
  Check,
  FileSignature,
  Handshake,
  Landmark,
  Lock,
  Minus,
  Search,
  ShieldCheck,
  Ship,
  Star,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import * as s from './landing-sections.css';

function SectionHeader({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={s.sectionHeader}>
      <p className={s.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={s.h2}>
        {title}
      </h2>
      {children ? <p className={s.lead}>{children}</p> : null}
    </div>
  );
}

function IconCard({
  icon: Icon,
  title,
  children,
  accent = false,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  accent?: boolean;
}) {
  return (
    <li className={s.card}>
      <span className={accent ? s.iconBadgeAccent : s.iconBadge} aria-hidden>
        <Icon size={22} />
      </span>
      <h3 className={s.h3}>{title}</h3>
      <p className={s.body}>{children}</p>
    </li>
  );
}

// ───────────── hero ─────────────

export function Hero({
  onGetStarted,
  onSignIn,
}: {
  onGetStarted: () => void;
  onSignIn: () => void;
}) {
  return (
    <section className={s.hero} aria-labelledby="hero-title">
      <div className={`${s.container} ${s.heroInner}`}>
        <p className={s.eyebrow}>Oil &amp; gas brokerage marketplace</p>
        <h1 id="hero-title" className={s.heroTitle}>
          Trade crude and refined products across continents, with a broker on every deal
        </h1>
        <p className={s.lead}>
          Petrobridge connects verified African sellers with US and European buyers. Post offers and
          requests for quotes, let AI and our brokers find the match, and follow every deal from
          negotiation to delivery.
        </p>
        <div className={s.heroActions}>
          <button
            type="button"
            className={`${s.button.primary} ${s.buttonLarge}`}
            onClick={onGetStarted}
          >
            Get Started
          </button>
          <a href="#pricing" className={`${s.button.secondary} ${s.buttonLarge}`}>
            View live prices
          </a>
          <button type="button" className={`${s.button.ghost} ${s.buttonLarge}`} onClick={onSignIn}>
            Sign In
          </button>
        </div>
        <dl className={s.heroStats}>
          <div className={s.stat}>
            <dt className={s.statLabel}>Products traded</dt>
            <dd className={s.statValue}>7</dd>
          </div>
          <div className={s.stat}>
            <dt className={s.statLabel}>Continents connected</dt>
            <dd className={s.statValue}>3</dd>
          </div>
          <div className={s.stat}>
            <dt className={s.statLabel}>Deals with a broker</dt>
            <dd className={s.statValue}>100%</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

// ───────────── how it works ─────────────

const steps = [
  {
    title: 'Post or request offers',
    body: 'Sellers list cargoes with volume, price and delivery terms; buyers post requests for quotes with their maximum price and delivery window.',
  },
  {
    title: 'AI and broker matching',
    body: 'Our matching engine ranks counterparties on product, volume, price and risk, and a dedicated broker introduces both sides anonymously.',
  },
  {
    title: 'Secure deals and services',
    body: 'Negotiate, open the letter of credit, ship and settle, with escrow, paperwork and logistics support at each step and the commission calculated for you.',
  },
];

export function HowItWorks() {
  return (
    <section className={s.section} aria-labelledby="how-title">
      <div className={s.container}>
        <SectionHeader
          id="how-title"
          eyebrow="How it works"
          title="From listing to delivery in 3 steps"
        />
        <ol className={`${s.list} ${s.grid.three}`}>
          {steps.map((step, i) => (
            <li key={step.title} className={s.card}>
              <span className={s.stepNumber} aria-hidden>
                {i + 1}
              </span>
              <h3 className={s.h3}>
                <span className={s.srOnly}>Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className={s.body}>{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

// ───────────── features ─────────────

export function Features() {
  return (
    <section id="features" className={s.sectionAlt} aria-labelledby="features-title">
      <div className={s.container}>
        <SectionHeader
          id="features-title"
          eyebrow="Features"
          title="Everything a physical trade needs"
        >
          One platform for sellers, buyers, brokers and the compliance team behind them.
        </SectionHeader>
        <ul className={`${s.list} ${s.grid.three}`}>
          <IconCard icon={Users} title="Multi-role access">
            Sellers, buyers, brokers and administrators each sign in to a workspace built for their
            part of the trade.
          </IconCard>
          <IconCard icon={BadgeCheck} title="Company registration and KYC">
            Register your company, upload licences and certificates, and trade once the compliance
            team has approved them.
          </IconCard>
          <IconCard icon={Search} title="Offers, RFQs and an anonymised feed">
            Browse live offers and requests for quotes; counterparties stay anonymous until a broker
            brings you together.
          </IconCard>
          <IconCard icon={Handshake} title="Deal lifecycle tracking">
            Follow each deal from negotiation through letter of credit, shipping and delivery, with
            the commission calculated automatically.
          </IconCard>
          <IconCard icon={FileSignature} title="Contracts and e-signature">
            Generate the sale contract from the agreed terms and sign it electronically.
          </IconCard>
          <IconCard icon={Bell} title="Notifications and analytics">
            Know the moment a deal moves, and see your volumes, values and success rate at a glance.
          </IconCard>
        </ul>
      </div>
    </section>
  );
}

// ───────────── premium services ─────────────

export function PremiumServices() {
  return (
    <section id="services" className={s.section} aria-labelledby="services-title">
      <div className={s.container}>
        <SectionHeader
          id="services-title"
          eyebrow="Premium services"
          title="We handle the hard parts"
        >
          Optional services that take the risk and the paperwork out of cross-border trade.
        </SectionHeader>
        <ul className={`${s.list} ${s.grid.four}`}>
          <IconCard icon={Lock} title="Escrow" accent>
            Funds are held until the cargo is delivered and the documents check out.
          </IconCard>
          <IconCard icon={FileSignature} title="Paperwork" accent>
            Bills of lading, certificates of origin and inspection reports prepared and checked.
          </IconCard>
          <IconCard icon={Ship} title="Logistics support" accent>
            Vessel chartering, freight and insurance quotes, and landed cost estimates per route.
          </IconCard>
          <IconCard icon={Wallet} title="Crypto exchange" accent>
            Settle in stablecoins or convert between crypto and fiat at competitive rates.
          </IconCard>
        </ul>
      </div>
    </section>
  );
}

// ───────────── AI ─────────────

const aiSignals = [
  { label: 'Deal match confidence', value: 92 },
  { label: 'Counterparty risk score', value: 18 },
  { label: 'Price position vs. market', value: 64 },
];

export function AiSection() {
  return (
    <section id="ai" className={s.sectionAlt} aria-labelledby="ai-title">
      <div className={`${s.container} ${s.split}`}>
        <div>
          <p className={s.eyebrow}>AI-powered trading</p>
          <h2 id="ai-title" className={s.h2}>
            Better prices, better matches, fewer surprises
          </h2>
          <p className={s.lead}>
            Models trained on platform activity help every side of the trade make the next move.
          </p>
          <ul className={s.list}>
            {[
              {
                icon: BarChart3,
                title: 'Price optimisation',
                body: 'Suggested prices per metric ton from live offers, open RFQs and closed deals.',
              },
              {
                icon: Brain,
                title: 'Deal matching',
                body: 'Offers and RFQs ranked by product, volume, price and delivery fit.',
              },
              {
                icon: ShieldCheck,
                title: 'Counterparty risk scoring',
                body: 'KYC status, trading history and payment record summed up in one score.',
              },
              {
                icon: Ship,
                title: 'Landed cost estimation',
                body: 'Freight and insurance added to the price so offers compare like for like.',
              },
            ].map(({ icon: Icon, title, body }) => (
              <li key={title} className={s.featureRow}>
                <span className={s.iconBadge} aria-hidden>
                  <Icon size={20} />
                </span>
                <div>
                  <h3 className={s.h3}>{title}</h3>
                  <p className={s.body}>{body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <figure className={s.panel} aria-labelledby="ai-sample">
          <figcaption id="ai-sample" className={s.h3}>
            Sample match report
          </figcaption>
          {aiSignals.map((signal) => (
            <div key={signal.label}>
              <div className={s.meterLabel}>
                <span>{signal.label}</span>
                <span>{signal.value}%</span>
              </div>
              <div className={s.meterTrack} aria-hidden>
                <div className={s.meterFill} style={{ width: `${signal.value}%` }} />
              </div>
            </div>
          ))}
          <p className={s.small}>Illustrative figures.</p>
        </figure>
      </div>
    </section>
  );
}

// ───────────── why choose us ─────────────

export function WhyChooseUs() {
  return (
    <section className={s.section} aria-labelledby="why-title">
      <div className={s.container}>
        <SectionHeader
          id="why-title"
          eyebrow="Why Petrobridge"
          title="Built for physical energy trade"
        />
        <ul className={`${s.list} ${s.grid.four}`}>
          <IconCard icon={ShieldCheck} title="Verified counterparties">
            Every company passes KYC before it can trade.
          </IconCard>
          <IconCard icon={Handshake} title="Broker on every deal">
            Experienced brokers negotiate and keep both sides moving.
          </IconCard>
          <IconCard icon={Landmark} title="Transparent commission">
            The rate is agreed up front and calculated on every deal.
          </IconCard>
          <IconCard icon={Lock} title="Confidential by default">
            Listings stay anonymous until both sides agree to meet.
          </IconCard>
        </ul>
      </div>
    </section>
  );
}

// ───────────── comparison ─────────────

const comparison: { feature: string; us: boolean; brokers: boolean; marketplaces: boolean }[] = [
  { feature: 'KYC-verified counterparties', us: true, brokers: true, marketplaces: false },
  { feature: 'Anonymised offers and RFQs', us: true, brokers: false, marketplaces: false },
  { feature: 'AI price suggestions and matching', us: true, brokers: false, marketplaces: false },
  { feature: 'Deal tracking to delivery', us: true, brokers: false, marketplaces: true },
  { feature: 'Automatic commission calculation', us: true, brokers: false, marketplaces: false },
  { feature: 'Escrow and crypto settlement', us: true, brokers: false, marketplaces: false },
  { feature: 'Dedicated broker', us: true, brokers: true, marketplaces: false },
];

function Mark({ yes }: { yes: boolean }) {
  const Icon = yes ? Check : Minus;
  return (
    <span className={yes ? s.yes : s.no}>
      <Icon aria-hidden size={16} />
      {yes ? 'Yes' : 'No'}
    </span>
  );
}

export function Comparison() {
  return (
    <section className={s.sectionAlt} aria-labelledby="compare-title">
      <div className={s.container}>
        <SectionHeader id="compare-title" eyebrow="Compare" title="How Petrobridge compares" />
        {/* Focusable so keyboard users can scroll the table sideways on narrow screens (axe
            scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={s.tableWrap} role="region" aria-label="Comparison table" tabIndex={0}>
          <table className={s.table}>
            <caption className={s.srOnly}>
              Petrobridge compared with traditional brokers and generic B2B marketplaces
            </caption>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col" className={s.highlightColumn}>
                  Petrobridge
                </th>
                <th scope="col">Traditional brokers</th>
                <th scope="col">Generic B2B marketplaces</th>
              </tr>
            </thead>
            <tbody>
              {comparison.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  <td className={s.highlightColumn}>
                    <Mark yes={row.us} />
                  </td>
                  <td>
                    <Mark yes={row.brokers} />
                  </td>
                  <td>
                    <Mark yes={row.marketplaces} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

// ───────────── testimonials ─────────────

const testimonials = [
  {
    quote:
      'We sold three cargoes of Bonny Light to European refiners in our first quarter. The broker handled the letter of credit and the buyer never had to chase us for documents.',
    name: 'Adaeze Nwosu',
    role: 'Commercial Director, Niger Delta Petroleum',
  },
  {
    quote:
      'Anonymised RFQs meant sellers competed on price, not on who we knew. The landed cost estimate matched our final invoice to within half a percent.',
    name: 'Jonas Berg',
    role: 'Head of Procurement, Nordic Fuels AB',
  },
];

export function Testimonials() {
  return (
    <section className={s.section} aria-labelledby="stories-title">
      <div className={s.container}>
        <SectionHeader
          id="stories-title"
          eyebrow="Success stories"
          title="Trusted on both sides of the trade"
        />
        <ul className={`${s.list} ${s.grid.two}`}>
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className={s.card}>
                <span className={s.stars} role="img" aria-label="5 out of 5 stars">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} aria-hidden size={18} fill="currentColor" />
                  ))}
                </span>
                <blockquote className={s.quote}>
                  <p className={s.quote}>“{t.quote}”</p>
                </blockquote>
                <figcaption>
                  <p className={s.author}>{t.name}</p>
                  <p className={s.small}>{t.role}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
