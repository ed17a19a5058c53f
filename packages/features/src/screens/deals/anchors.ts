import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls the deal page to the section `id` when the address names it (`/deals/{id}#timeline`,
 * `#negotiation`, `#lc`, `#shipping`: the links of the dashboards and the super admin panel).
 */
export function useDealAnchor(id: string) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${id}`) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, id]);
}
