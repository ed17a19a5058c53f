import { OverlayArrow as RACOverlayArrow } from 'react-aria-components';
import * as styles from './overlay.css';

/** The small triangle pointing from a popover or tooltip at its trigger (internal). */
export function OverlayArrow({ tone = 'raised' }: { tone?: 'raised' | 'inverse' }) {
  return (
    <RACOverlayArrow className={styles.arrowContainer}>
      <svg viewBox="0 0 12 12" aria-hidden className={styles.arrow({ tone })}>
        <path d="M0 0 L6 6 L12 0" />
      </svg>
    </RACOverlayArrow>
  );
}
