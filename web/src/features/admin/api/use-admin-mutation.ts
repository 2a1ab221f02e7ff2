import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

type Options = {
  /** The admin queries a success makes stale. */
  stale: readonly QueryKey[];
  /** Also run on success (the shop's own copies of the catalogue, say). */
  then?: () => void;
  /** Whether the mutation counts as done only once those queries are read again. */
  wait?: boolean;
};

/** An admin write: `fn` does the call; on success the lists it changes are read again. */
export function useAdminMutation<A, R>(fn: (args: A) => Promise<R>, options: Options) {
  const client = useQueryClient();
  const { stale, then, wait = false } = options;
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      const read = Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
      then?.();
      return wait ? read : undefined;
    },
  });
}
