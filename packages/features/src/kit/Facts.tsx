import type { ReactNode } from 'react';
import * as s from './facts.css';

/**
 * Facts as a definition list: each term above its value, which wraps anywhere rather than overflow.
 * The caller's `className` lays the list out (columns by width).
 */
export function Facts({
  items,
  className,
}: {
  items: ReadonlyArray<readonly [string, ReactNode]>;
  className: string;
}) {
  return (
    <dl className={className}>
      {items.map(([term, value]) => (
        <div key={term} className={s.fact}>
          <dt className={s.term}>{term}</dt>
          <dd className={s.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
