/** The server's 403 for a trader without a KYC-approved company (docs/product.md#identity-rule). */
export const KYC_REQUIRED_MESSAGE = 'Your company must be KYC-approved to trade';
