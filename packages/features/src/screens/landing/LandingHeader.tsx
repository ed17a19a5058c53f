import { Droplet } from 'lucide-react';
import * as s from './landing.css';

/** In-page anchors of docs/product.md#screens, in page order. */
export const landingAnchors = [
  { id: 'pricing', label: 'Live Market Data' },
  { id: 'features', label: 'Features' },
  { id: 'services', label: 'Services' },
  { id: 'ai', label: 'AI' },
  { id: 'contact', label: 'Contact' },
] as const;

export interface LandingHeaderProps {
  onSignIn: () => void;
  onGetStarted: () => void;
}

export function LandingHeader({ onSignIn, onGetStarted }: LandingHeaderProps) {
  return (
    <header className={s.header}>
      <div className={`${s.container} ${s.headerRow}`}>
        <a href="/" className={s.brand}>
          <span className={s.brandMark} aria-hidden>
            <Droplet size={18} />
          </span>
          Petrobridge
        </a>
        <nav className={s.nav} aria-label="Sections">
          <ul className={s.navList}>
            {landingAnchors.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`} className={s.navLink}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={s.headerActions}>
          <button type="button" className={s.button.ghost} onClick={onSignIn}>
            Sign In
          </button>
          <button type="button" className={s.button.primary} onClick={onGetStarted}>
            Get Started
          </button>
        </div>
      </div>
    </header>
  );
}
