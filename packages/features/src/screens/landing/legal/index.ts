/** The legal pages: a separate entry so the landing's first load does not carry their text. */
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { TermsOfServicePage } from './TermsOfServicePage';
export { LegalPage, LEGAL_EFFECTIVE_DATE } from './LegalPage';
