import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useBrowserNavigation } from '../../../kit/navigation';
import * as s from '../landing-sections.css';

/** docs/product.md#screens: both legal pages take effect on this date. */
export const LEGAL_EFFECTIVE_DATE = 'January 1, 2024';

/** A static legal document with a Back button that goes back in history (docs/product.md#screens). */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const navigation = useBrowserNavigation();
  return (
    <div className={s.page}>
      <main className={s.legal}>
        <button type="button" className={s.button.ghost} onClick={() => navigation.back()}>
          <ArrowLeft aria-hidden size={16} />
          Back
        </button>
        <h1 className={s.heroTitle}>{title}</h1>
        <p className={s.small}>Effective date: {LEGAL_EFFECTIVE_DATE}</p>
        {children}
      </main>
    </div>
  );
}
