/** Company Management (/companies): my companies, Register Company, KYC Reviews (docs/product.md#screens). */
export { CompaniesPage } from './components/CompaniesPage';
