import { useState, type ReactNode } from 'react';
import { useBrowserNavigation, LOGIN_PATH } from '../../kit/navigation';
import { SELECTED_ROLE_KEY, type SignInRequest, type SignInSlotProps } from '../../kit/sign-in';
import type { PriceSource } from './api/oil-prices';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { LivePrices } from './LivePrices';
import {
  AiSection,
  Comparison,
  Features,
  Hero,
  HowItWorks,
  PremiumServices,
  Testimonials,
  WhyChooseUs,
} from './sections';
import { SignUpSection } from './SignUpSection';
import * as s from './landing.css';

export interface LandingPageProps {
  /**
   * Renders the sign-in dialog ('Choose your preferred authentication method'). The landing does not
   * own it: apps/web passes the auth feature's dialog, loaded lazily, so the landing's first load
   * stays small.
   */
  renderSignIn?: (props: SignInSlotProps) => ReactNode;
  /** Opens the sign-in dialog at once (`/?signin=1`, where /api/login sends the browser). */
  initialSignIn?: SignInRequest | null;
  /** Randomness and clock of the live prices; the browser's by default. */
  priceSource?: PriceSource;
}

/** The public landing page (docs/product.md#screens), every section in order. */
export function LandingPage({ renderSignIn, initialSignIn = null, priceSource }: LandingPageProps) {
  const [signIn, setSignIn] = useState<SignInRequest | null>(initialSignIn);
  const navigation = useBrowserNavigation();
  const openSignIn = (request: SignInRequest = { mode: 'login' }) => setSignIn(request);

  const signUpAs = (role: 'seller' | 'buyer') => {
    try {
      window.localStorage.setItem(SELECTED_ROLE_KEY, role);
    } catch {
      // Storage disabled (private mode): the role still travels in the query string.
    }
    navigation.assign(`${LOGIN_PATH}?role=${role}`);
  };

  return (
    <div className={s.page}>
      <a href="#main" className={s.skipLink}>
        Skip to content
      </a>
      <LandingHeader
        onSignIn={() => openSignIn()}
        onGetStarted={() => openSignIn({ mode: 'register' })}
      />
      <main id="main">
        <Hero onGetStarted={() => openSignIn({ mode: 'register' })} onSignIn={() => openSignIn()} />
        <section id="pricing" className={s.sectionAlt} aria-labelledby="pricing-title">
          <div className={s.container}>
            <div className={s.sectionHeader}>
              <p className={s.eyebrow}>Live Market Data</p>
              <h2 id="pricing-title" className={s.h2}>
                Live Oil Prices
              </h2>
            </div>
            <LivePrices source={priceSource} />
          </div>
        </section>
        <HowItWorks />
        <Features />
        <PremiumServices />
        <AiSection />
        <WhyChooseUs />
        <Comparison />
        <Testimonials />
        <SignUpSection
          onSignUpAs={signUpAs}
          onQuickStart={(prefill) => openSignIn({ mode: 'register', prefill })}
        />
      </main>
      <LandingFooter />
      {signIn && renderSignIn
        ? renderSignIn({ request: signIn, onClose: () => setSignIn(null) })
        : null}
    </div>
  );
}
