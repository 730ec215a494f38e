/** wagmi's `mutation` parameter of write hooks (a subset of TanStack Query's mutation options). */
export interface MutationParameter<TData, TVariables, TError = Error> {
  /** Called with the variables before the action runs. */
  onMutate?: (variables: TVariables) => void
  /** Called after a success. */
  onSuccess?: (data: TData, variables: TVariables) => void
  /** Called after a failure (with the typed error). */
  onError?: (error: TError, variables: TVariables) => void
  /** Called after either. */
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables) => void
}

/** Per-call callbacks of `mutate(variables, options)`, run after the hook's own. */
export interface MutateOptions<TData, TVariables, TError = Error> {
  /** Called after a success. */
  onSuccess?: (data: TData, variables: TVariables) => void
  /** Called after a failure. */
  onError?: (error: TError, variables: TVariables) => void
  /** Called after either. */
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables) => void
}

/** The state every write hook returns (wagmi's field names), besides its named `mutate` / `mutateAsync`. */
export interface UseMutationState<TData, TVariables, TError = Error> {
  /** The last call's result. */
  data: TData | undefined
  /** Why the last call failed (a typed error; `useDescribeError()` words it in the kit's locale); null otherwise. */
  error: TError | null
  /** `idle` before the first call and after `reset`. */
  status: 'idle' | 'pending' | 'success' | 'error'
  /** status is `idle`. */
  isIdle: boolean
  /** status is `pending` (the wallet is asked, or the call is checked first). */
  isPending: boolean
  /** status is `success`. */
  isSuccess: boolean
  /** status is `error`. */
  isError: boolean
  /** The last call's variables. */
  variables: TVariables | undefined
  /** Back to `idle`, forgetting data and error. */
  reset(): void
}

/**
 * What every write hook returns (wagmi 3's shape, TanStack Query's names): the state,
 * `mutate` (never rejects: the outcome lands in the state) and `mutateAsync` (resolves with
 * the data or rejects with the typed error). Each hook adds its named pair
 * (`sendTransaction` / `sendTransactionAsync`), the same two functions under wagmi 2's names.
 */
export interface UseMutationReturnType<TData, TVariables, TError = Error> extends UseMutationState<TData, TVariables, TError> {
  /** Run the action; the outcome lands in the state and the callbacks. Never throws. */
  mutate: (variables: TVariables, options?: MutateOptions<TData, TVariables, TError>) => void
  /** Run the action and get its result (rejects with the typed error). */
  mutateAsync: (variables: TVariables, options?: MutateOptions<TData, TVariables, TError>) => Promise<TData>
}
