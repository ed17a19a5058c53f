import { useId, type FormEvent } from 'react';
import type { RegisterPrefill, RegistrableRole } from '../../kit/sign-in';
import * as s from './landing-sections.css';

export interface SignUpSectionProps {
  /** "Sign Up as Seller" / "Sign Up as Buyer". */
  onSignUpAs: (role: 'seller' | 'buyer') => void;
  /** The quick-start form's button: starts sign-in with what was typed. */
  onQuickStart: (prefill: RegisterPrefill) => void;
}

/** "Ada Lovelace King" → first "Ada", last "Lovelace King". */
export function splitName(name: string): Pick<RegisterPrefill, 'firstName' | 'lastName'> {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return {
    ...(first ? { firstName: first } : {}),
    ...(rest.length ? { lastName: rest.join(' ') } : {}),
  };
}

/**
 * The sign-up call to action (docs/product.md#screens). The quick-start form has no validation and sends
 * nothing: its button starts sign-in, handing what was typed to the register card.
 */
export function SignUpSection({ onSignUpAs, onQuickStart }: SignUpSectionProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const email = text('email');
    onQuickStart({
      ...splitName(text('name')),
      ...(email ? { email } : {}),
      role: text('role') as RegistrableRole,
    });
  };
  return (
    <section className={s.cta} aria-labelledby="signup-title">
      <div className={`${s.container} ${s.split}`}>
        <div>
          <h2 id="signup-title" className={s.h2}>
            Ready to trade?
          </h2>
          <p className={s.ctaLead}>
            Join the sellers, buyers and brokers moving crude oil, natural gas and refined products
            on Petrobridge. Registration is free; KYC approval usually takes two business days.
          </p>
          <div className={s.heroActions}>
            <button
              type="button"
              className={`${s.button.inverse} ${s.buttonLarge}`}
              onClick={() => onSignUpAs('seller')}
            >
              Sign Up as Seller
            </button>
            <button
              type="button"
              className={`${s.button.accent} ${s.buttonLarge}`}
              onClick={() => onSignUpAs('buyer')}
            >
              Sign Up as Buyer
            </button>
          </div>
        </div>
        <div className={s.formCard}>
          <h3 className={s.h3}>Quick start</h3>
          <form className={s.form} onSubmit={submit} aria-label="Quick start" noValidate>
            <div className={s.field}>
              <label className={s.label} htmlFor={`${id}-name`}>
                Full name
              </label>
              <input id={`${id}-name`} name="name" className={s.input} autoComplete="name" />
            </div>
            <div className={s.field}>
              <label className={s.label} htmlFor={`${id}-company`}>
                Company
              </label>
              <input
                id={`${id}-company`}
                name="company"
                className={s.input}
                autoComplete="organization"
              />
            </div>
            <div className={s.field}>
              <label className={s.label} htmlFor={`${id}-email`}>
                Email
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                className={s.input}
                autoComplete="email"
              />
            </div>
            <div className={s.field}>
              <label className={s.label} htmlFor={`${id}-role`}>
                I am a
              </label>
              <select id={`${id}-role`} name="role" className={s.input} defaultValue="seller">
                <option value="seller">Seller</option>
                <option value="buyer">Buyer</option>
                <option value="broker">Broker</option>
              </select>
            </div>
            <button type="submit" className={`${s.button.primary} ${s.buttonLarge}`}>
              Start Trading
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
