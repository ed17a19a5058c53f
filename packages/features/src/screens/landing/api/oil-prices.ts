import { useEffect, useState } from 'react';
import type { Schema } from '@petrobridge/api-client';

export type OilPrice = Schema<'OilPrice'>;
export type OilSymbol = OilPrice['symbol'];

/**
 * docs/product.md#records: the three markets and their base prices, with the unit each is quoted in: crude
 * per barrel, natural gas per MMBtu (the Henry Hub convention; 2.89 USD is a gas price per MMBtu,
 * not per barrel). See docs/product.md, "Prices".
 */
export const basePrices: readonly {
  symbol: OilSymbol;
  name: string;
  price: number;
  unit: PriceUnit;
}[] = [
  { symbol: 'BRENT', name: 'Brent Crude', price: 82.45, unit: 'barrel' },
  { symbol: 'WTI', name: 'WTI Crude', price: 78.12, unit: 'barrel' },
  { symbol: 'NATGAS', name: 'Natural Gas', price: 2.89, unit: 'MMBtu' },
];

export type PriceUnit = 'barrel' | 'MMBtu';

/** The unit a market is quoted in. */
export const priceUnit = (symbol: OilSymbol): PriceUnit =>
  basePrices.find((b) => b.symbol === symbol)?.unit ?? 'barrel';

/** docs/product.md#constants: simulated load delay and refresh interval. */
export const PRICE_LOAD_DELAY_MS = 1000;
export const PRICE_REFRESH_MS = 30_000;
/**
 * docs/product.md#api-calls, §9 ask for a random variation of −2 to +2 USD. Read literally that moves natural
 * gas (2.89 USD) by up to 70 %; we read it as "about ±2 USD on a crude price" and apply the same
 * share to every market: ±2.5 % of its base price (±2.06 on Brent, ±0.07 on natural gas).
 */
export const PRICE_VARIATION = 0.025;

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
 * One simulated quote per market (docs/product.md#api-calls): base price moved by a random share in
 * [−2.5 %, +2.5 %) of itself, rounded to 2 decimals; the change is the difference to the base price.
 */
export function simulatePrices({ random, now }: Pick<PriceSource, 'random' | 'now'>): OilPrice[] {
  const at = now();
  return basePrices.map(({ symbol, name, price: base }) => {
    const price = round2(base * (1 + (random() * 2 - 1) * PRICE_VARIATION));
    return priceItem(symbol, name, price, round2(price - base), at);
  });
}

/** docs/product.md#messages: the fixed sample prices shown when the prices fail. */
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
 * The live-prices "query" (docs/product.md#screens, §7, §9): nothing is fetched; after the load delay the
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
