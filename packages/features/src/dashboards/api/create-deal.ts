import type { z } from 'zod';
import { apiClient, type Schema } from '@petrobridge/api-client';
import { createDealSchema } from '@petrobridge/domain';
import { useApiMutation, type ApiMutationOptions } from '../../shared/mutation';

/**
 * The Create New Deal form (client-spec §5): the domain's createDealSchema with its exact messages.
 * The form shows company pickers only; sellerId and buyerId come from the chosen companies' owners.
 */
export const createDealFormSchema = createDealSchema;
export type CreateDealFormInput = z.input<typeof createDealFormSchema>;
export type CreateDealFormValues = z.output<typeof createDealFormSchema>;

export type Deal = Schema<'Deal'>;

/** POST /api/deals (brokers). */
export async function createDeal(body: Schema<'CreateDealRequest'>): Promise<Deal> {
  const { data } = await apiClient().POST('/api/deals', { body });
  return data!;
}

/** Creates a deal, then refreshes the deal lists and the metrics (client-spec §7). */
export function useCreateDeal(options?: ApiMutationOptions<Deal, Schema<'CreateDealRequest'>>) {
  return useApiMutation(createDeal, {
    revalidate: [{ prefix: '/api/deals' }, '/api/analytics/metrics'],
    ...options,
  });
}
