import type { Schema } from '@petrobridge/api-client';

type ProductType = Schema<'ProductType'>;
type VolumeUnit = Schema<'VolumeUnit'>;

/** Display names of the seven products (docs/product.md#records). */
export const productTypeLabels: Record<ProductType, string> = {
  crude_oil_wti: 'WTI Crude Oil',
  crude_oil_brent: 'Brent Crude Oil',
  natural_gas: 'Natural Gas',
  diesel: 'Diesel',
  gasoline: 'Gasoline',
  jet_fuel: 'Jet Fuel',
  heating_oil: 'Heating Oil',
};

/** Volume units as the forms name them (docs/product.md#records). */
export const volumeUnitNames: Record<VolumeUnit, string> = {
  bbl: 'Barrels (bbl)',
  MMBtu: 'MMBtu',
  gal: 'Gallons (gal)',
  MT: 'Metric Tons (MT)',
};

type DocumentType = Schema<'DocumentType'>;

/** KYC document types as the KYC screen names them (docs/product.md#kyc). */
export const documentTypeLabels: Record<DocumentType, string> = {
  business_license: 'Business License',
  tax_certificate: 'Tax Certificate',
  bank_statement: 'Bank Statement',
  insurance_certificate: 'Insurance Certificate',
  trade_license: 'Trade License',
  other: 'Other',
  company_registration: 'Company Registration',
  financial_statements: 'Financial Statements',
  compliance_certificate: 'Compliance Certificate',
};
