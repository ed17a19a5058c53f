import { TrendingDown, TrendingUp } from 'lucide-react';
import { priceUnit, useOilPrices, type OilPrice, type PriceSource } from './api/oil-prices';
import * as s from './landing-sections.css';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const signed = (n: number, digits = 2) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;

export interface LivePricesProps {
  /** Randomness and clock of the simulation; the browser's by default. */
  source?: PriceSource;
}

/**
 * Live Oil Prices (docs/product.md#screens, §7, §9): BRENT, WTI and NATGAS cards, three skeletons until the
 * first load, green at a change of 0 or more and red below, the fallback prices of §8 on error.
 */
export function LivePrices({ source }: LivePricesProps) {
  const state = useOilPrices(source);
  const loading = state.status === 'loading';
  return (
    <div aria-busy={loading}>
      {loading ? <p className={s.srOnly}>Loading prices…</p> : null}
      <ul className={`${s.list} ${s.grid.three}`} aria-label="Live oil prices">
        {loading
          ? [0, 1, 2].map((i) => <PriceSkeleton key={i} />)
          : state.prices.map((price) => <PriceCard key={price.symbol} price={price} />)}
      </ul>
      <p className={s.footnote}>
        Demo prices with simulated updates every 30 seconds; not market data and not for trading
        decisions.
      </p>
    </div>
  );
}

function PriceCard({ price }: { price: OilPrice }) {
  const up = price.change >= 0;
  const Trend = up ? TrendingUp : TrendingDown;
  return (
    <li className={s.priceCard} data-testid={`price-${price.symbol}`}>
      <div className={s.priceTop}>
        <h3 className={s.priceSymbol}>{price.symbol}</h3>
        <span className={s.small}>{price.name}</span>
      </div>
      <p className={s.priceValue}>
        {usd.format(price.price)}
        <span className={s.priceUnit}>/{priceUnit(price.symbol)}</span>
      </p>
      <p className={up ? s.priceChange.up : s.priceChange.down} data-trend={up ? 'up' : 'down'}>
        <Trend aria-hidden size={16} />
        <span className={s.srOnly}>{up ? 'Up' : 'Down'}</span>
        {signed(price.change)} ({signed(price.changePercent)}%)
      </p>
    </li>
  );
}

function PriceSkeleton() {
  return (
    <li className={s.priceCard} data-testid="price-skeleton" aria-hidden>
      <span className={s.skeletonLine.short} />
      <span className={s.skeletonLine.long} />
      <span className={s.skeletonLine.medium} />
    </li>
  );
}
