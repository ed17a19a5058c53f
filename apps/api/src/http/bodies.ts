/** The domain (§5) schema of each operation's JSON body, by operationId. */
import type { z } from 'zod';
import {
  commissionRateSchema,
  companyKycReviewSchema,
  createDealFromOfferSchema,
  createDealSchema,
  createKycDocumentSchema,
  createOfferSchema,
  createRfqSchema,
  dealStatusChangeSchema,
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

export const bodySchemas = {
  login: loginSchema,
  register: registerSchema,
  createCompany: registerCompanySchema,
  reviewCompanyKyc: companyKycReviewSchema,
  createKycDocument: createKycDocumentSchema,
  reviewKycDocument: documentReviewSchema,
  createDeal: createDealSchema,
  updateDealStatus: dealStatusChangeSchema,
  createDealFromOffer: createDealFromOfferSchema,
  createDealFromRfq: respondToRfqSchema,
  createOffer: createOfferSchema,
  updateOffer: updateOfferSchema,
  createRfq: createRfqSchema,
  updateRfq: updateRfqSchema,
  updateDealCommission: commissionRateSchema,
  reviewBrokerApproval: brokerApprovalSchema,
} as const satisfies Partial<Record<OperationId, z.ZodType>>;
