import type { Mutation, MutationOptions } from '@petrobridge/api-client';

/**
 * A deal write of the resource layer as a form's write: the form submits its own values (the domain
 * schema's output) and the deal's id is added to each call.
 */
export function withDealId<Arg extends object, Data>(
  useWrite: (options: never) => Mutation<Data, Arg & { dealId: string }>,
  dealId: string,
) {
  return (options: MutationOptions<Data, Arg>): Mutation<Data, Arg> => {
    const write = useWrite(options as never);
    return { isPending: write.isPending, trigger: (arg) => write.trigger({ ...arg, dealId }) };
  };
}
