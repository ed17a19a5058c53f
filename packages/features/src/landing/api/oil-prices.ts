import { useEffect, useState } from 'react';
import type { Schema } from '@petrobridge/api-client';

export type OilPrice = Schema<'OilPrice'>;
export type OilSymbol = OilPrice['symbol'];

/** Client-spec §3: the three markets and their base prices. */
export const basePrices: readonly { symbol: OilSymbol; name: string; price: number }[] = [
  { symbol: 'BRENT', name: 'Brent Crude', price: 82.45 },
  { symbol: 'WTI', name: 'WTI Crude', price: 78.12 },
  { symbol: 'NATGAS', name: 'Natural Gas', price: 2.89 },
];

/** Client-spec §9: simulated load delay and refresh interval. */
export const PRICE_LOAD_DELAY_MS = 1000;
export const PRICE_REFRESH_MS = 30_000;
/** Client-spec §7, §9: random variation of −2 to +2 around each base price. */
export const PRICE_NOISE = 2;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Percent change against the previous price (price − change), rounded to 2 decimals. */
const percentOf = (price: number, change: number) => round2((change / (price - change)) * 100);

function priceItem(
  symbol: OilSymbol,
  name: string,
  price: number,
  change: number,
  at: Date,
): OilPrice {
  return {
    symbol,
    name,
    price,
    change,
    changePercent: percentOf(price, change),
    currency: 'USD',
    lastUpdated: at.toISOString(),
  };
}

/** Where randomness and time come from: injected so stories and tests are deterministic. */
export interface PriceSource {
  /** A number in [0, 1), like Math.random. */
  random: () => number;
  /** The current time. */
  now: () => Date;
  /** @default 1000 (§9) */
  loadDelayMs?: number;
  /** @default 30000 (§9) */
  refreshMs?: number;
}

export const browserPriceSource: PriceSource = { random: Math.random, now: () => new Date() };

/**
 * One simulated quote per market (client-spec §7): base price plus noise in [−2, +2), rounded to
 * 2 decimals; the change is the difference to the base price.
 */
export function simulatePrices({ random, now }: Pick<PriceSource, 'random' | 'now'>): OilPrice[] {
  const at = now();
  return basePrices.map(({ symbol, name, price: base }) => {
    const price = round2(Math.max(0, base + (random() * 2 - 1) * PRICE_NOISE));
    return priceItem(symbol, name, price, round2(price - base), at);
  });
}

/** Client-spec §8: the fixed sample prices shown when the prices fail. */
export function fallbackPrices(at: Date): OilPrice[] {
  return [
    priceItem('BRENT', 'Brent Crude', 82.45, 1.23, at),
    priceItem('WTI', 'WTI Crude', 78.12, -0.87, at),
    priceItem('NATGAS', 'Natural Gas', 2.89, 0.05, at),
  ];
}

export type OilPricesState =
  | { status: 'loading' }
  | { status: 'ready'; prices: OilPrice[] }
  | { status: 'error'; prices: OilPrice[] };

/**
 * The live-prices "query" (client-spec §2, §7, §9): nothing is fetched; after the load delay the
 * prices are simulated, then again every refresh interval. A failure shows the fallback prices.
 * Plain React on purpose: the landing page ships without a data-fetching library.
 */
export function useOilPrices(source: PriceSource = browserPriceSource): OilPricesState {
  const [state, setState] = useState<OilPricesState>({ status: 'loading' });
  const { random, now, loadDelayMs = PRICE_LOAD_DELAY_MS, refreshMs = PRICE_REFRESH_MS } = source;

  useEffect(() => {
    const load = () => {
      try {
        setState({ status: 'ready', prices: simulatePrices({ random, now }) });
      } catch {
        setState({ status: 'error', prices: fallbackPrices(new Date()) });
      }
    };
    if (!Number.isFinite(loadDelayMs)) return undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      load();
      interval = setInterval(load, refreshMs);
    }, loadDelayMs);
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  }, [random, now, loadDelayMs, refreshMs]);

  return state;
}
