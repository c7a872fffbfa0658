"use client";
// A change through one BFF route whose declaration says what it makes stale:
// `useApiMutation(routes.updateFileAccess, { invalidates: ({ params }) => [invalidation(routes.getFileAccess, { id: params.id })] })`.
// `trigger(input)` resolves with the answer or throws the ApiError callApi throws; on success
// the declared reads are fetched again, and `isMutating` stays true until they are back.
import { useCallback, useEffect, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { callApi, type CallInput, type InputArg } from "@/lib/client/api";
import type { Route } from "@/lib/contract/routes";
import type { CallShape, ResponseOf } from "@/lib/contract/types";
import { invalidateIn, type Invalidation } from "./invalidate";

export interface MutationDeclaration<E extends CallShape, P extends string> {
  /** The reads a successful call makes stale, from what was sent and what came back. */
  invalidates?(input: CallInput<E, P>, result: ResponseOf<E>): readonly Invalidation[];
}

export interface ApiMutation<E extends CallShape, P extends string> {
  trigger(...args: InputArg<CallInput<E, P>, P>): Promise<ResponseOf<E>>;
  /** True from a trigger until its call failed, or succeeded and its invalidated reads are back. */
  isMutating: boolean;
  /** The latest trigger's failure (cleared by the next trigger). */
  error: unknown;
}

export function useApiMutation<E extends CallShape, P extends string>(route: Route<E, P>, declaration: MutationDeclaration<E, P> = {}): ApiMutation<E, P> {
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const [error, setError] = useState<unknown>(undefined);
  // The declaration is usually written inline; the latest one is used without re-creating trigger.
  const declared = useRef(declaration);
  useEffect(() => {
    declared.current = declaration;
  });

  const trigger = useCallback(
    async (...args: InputArg<CallInput<E, P>, P>): Promise<ResponseOf<E>> => {
      const input = (args[0] ?? {}) as CallInput<E, P>;
      setRunning((n) => n + 1);
      setError(undefined);
      let result: ResponseOf<E>;
      try {
        result = await (callApi as (r: Route<E, P>, i: CallInput<E, P>) => Promise<ResponseOf<E>>)(route, input);
      } catch (err) {
        setError(err);
        setRunning((n) => n - 1);
        throw err;
      }
      const targets = declared.current.invalidates?.(input, result) ?? [];
      void invalidateIn(mutate, targets).finally(() => setRunning((n) => n - 1));
      return result;
    },
    [mutate, route],
  );

  return { trigger, isMutating: running > 0, error };
}
