import type { Mutation, MutationOptions } from '@petrobridge/api-client';

/**
 * A write of the resource layer as a form's write: the form submits its own values (the domain schema's
 * output) and `extra` (the id of what is written to) is added to each call.
 */
export function withArgs<Arg extends object, Extra extends object, Data>(
  useWrite: (options: never) => Mutation<Data, Arg & Extra>,
  extra: Extra,
) {
  return (options: MutationOptions<Data, Arg>): Mutation<Data, Arg> => {
    const write = useWrite(options as never);
    return { isPending: write.isPending, trigger: (arg) => write.trigger({ ...arg, ...extra }) };
  };
}
