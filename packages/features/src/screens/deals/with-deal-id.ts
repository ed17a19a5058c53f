import type { Mutation } from '@petrobridge/api-client';
import { withArgs } from '../../kit/with-args';

/**
 * A deal write of the resource layer as a form's write: the form submits its own values (the domain
 * schema's output) and the deal's id is added to each call.
 */
export function withDealId<Arg extends object, Data>(
  useWrite: (options: never) => Mutation<Data, Arg & { dealId: string }>,
  dealId: string,
) {
  return withArgs<Arg, { dealId: string }, Data>(useWrite, { dealId });
}
