/** The domain (§5) schema of each operation's JSON body, by operationId. */
import { z } from 'zod';
import {
  commissionRateSchema,
  companyKycReviewSchema,
  createDealFromOfferSchema,
  createDealSchema,
  createKycDocumentSchema,
  createOfferDocumentSchema,
  createOfferSchema,
  createRfqSchema,
  dealStatusChangeSchema,
  dealProposalSchema,
  lcDetailsSchema,
  shippingDetailsSchema,
  contractSignatureSchema,
  documentReviewSchema,
  loginSchema,
  registerCompanySchema,
  registerSchema,
  respondToRfqSchema,
  updateOfferSchema,
  updateRfqSchema,
} from '@petrobridge/domain';
import { brokerApprovalSchema } from '../routes/user-admin';
import type { OperationId } from './handlers';

// The domain schemas are zod/mini (light in the browser), which has no messages of its own for the
// few errors without one of ours: these answers keep zod's English ones ("Invalid input: expected
// string, received number"), whatever module happens to build a classic schema first.
z.config(z.locales.en());

export const bodySchemas = {
  login: loginSchema,
  register: registerSchema,
  createCompany: registerCompanySchema,
  reviewCompanyKyc: companyKycReviewSchema,
  createKycDocument: createKycDocumentSchema,
  reviewKycDocument: documentReviewSchema,
  createOfferDocument: createOfferDocumentSchema,
  reviewOfferDocument: documentReviewSchema,
  createDeal: createDealSchema,
  updateDealStatus: dealStatusChangeSchema,
  createDealProposal: dealProposalSchema,
  recordDealLc: lcDetailsSchema,
  recordDealShipping: shippingDetailsSchema,
  signDealContract: contractSignatureSchema,
  createDealFromOffer: createDealFromOfferSchema,
  createDealFromRfq: respondToRfqSchema,
  createOffer: createOfferSchema,
  updateOffer: updateOfferSchema,
  createRfq: createRfqSchema,
  updateRfq: updateRfqSchema,
  updateDealCommission: commissionRateSchema,
  reviewBrokerApproval: brokerApprovalSchema,
} as const satisfies Partial<Record<OperationId, z.core.$ZodType>>;
