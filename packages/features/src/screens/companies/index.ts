/** Company Management (/companies): my companies, Register Company, KYC Reviews (docs/product.md#screens). */
export { CompaniesPage } from './CompaniesPage';
/** A company's page (/companies/:id): details, KYC, documents, deals and KYC decision history. */
export { CompanyPage } from './CompanyPage';
