/**
 * Crypto exchange (/crypto-exchange, issue 16): payment links, invoices, transactions and the
 * provider's rates for brokers and admins, from the payment Simulator (no real provider is connected).
 */
export { CryptoExchangePage } from './CryptoExchangePage';
