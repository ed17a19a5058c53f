import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useUnauthorizedHandler } from './unauthorized';

/** A key to refresh after a successful write: an exact SWR key, or every key starting with a path. */
export type RevalidateTarget = string | { prefix: string };

export interface ApiMutationOptions<Data, Arg> {
  /** Lists to refresh after success (client-spec §7: "after a successful write the related lists are refreshed"). */
  revalidate?: RevalidateTarget[];
  onSuccess?: (data: Data, arg: Arg) => void;
  /** Any failure except the logged-out one, which {@link useUnauthorizedHandler} has handled already. */
  onError?: (error: unknown, arg: Arg) => void;
}

export interface ApiMutation<Data, Arg> {
  /** Runs the write; resolves to its result, or undefined when it failed (onError has run). */
  trigger: (arg: Arg) => Promise<Data | undefined>;
  /** True while the write is under way. */
  isPending: boolean;
}

/**
 * The one way features write: no retry (§7), the logged-out failure handled in one place (§8), the
 * related SWR keys refreshed on success.
 */
export function useApiMutation<Data, Arg>(
  mutation: (arg: Arg) => Promise<Data>,
  options: ApiMutationOptions<Data, Arg> = {},
): ApiMutation<Data, Arg> {
  const { mutate } = useSWRConfig();
  const onUnauthorized = useUnauthorizedHandler();
  const [isPending, setPending] = useState(false);
  const latest = useRef({ mutation, options });
  latest.current = { mutation, options };

  const trigger = useCallback(
    async (arg: Arg) => {
      const { mutation: run, options: opts } = latest.current;
      setPending(true);
      try {
        const data = await run(arg);
        await Promise.all(
          (opts.revalidate ?? []).map((target) =>
            typeof target === 'string'
              ? mutate(target)
              : mutate((key) => typeof key === 'string' && key.startsWith(target.prefix)),
          ),
        );
        opts.onSuccess?.(data, arg);
        return data;
      } catch (error) {
        if (!onUnauthorized(error)) opts.onError?.(error, arg);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [mutate, onUnauthorized],
  );

  return { trigger, isPending };
}
