/**
 * The public landing page. Everything reachable from this entry ships in the landing's first load:
 * plain React and vanilla-extract only (no router, no SWR, no react-aria-components).
 */
export { LandingPage, type LandingPageProps } from './LandingPage';
export { LivePrices, type LivePricesProps } from './LivePrices';
export {
  simulatePrices,
  fallbackPrices,
  basePrices,
  priceUnit,
  PRICE_VARIATION,
  browserPriceSource,
  type OilPrice,
  type PriceSource,
  type PriceUnit,
} from './api/oil-prices';
export {
  SELECTED_ROLE_KEY,
  authErrorText,
  isRegistrableRole,
  type SignInRequest,
  type SignInSlotProps,
  type RegisterPrefill,
} from '../../kit/sign-in';
export { BrowserNavigationContext, type BrowserNavigation } from '../../kit/navigation';
