// The write hooks' option and result types: TanStack Query v5's (5.108), which wagmi 3 hands
// through, written out here so the kit depends on TanStack neither at run time nor in its
// types. One difference: the kit has no QueryClient, so MutationFunctionContext has no `client`.

import type { Compute } from '../../core/typeUtils'

// wagmi's `Compute` (one definition, in lib/core/typeUtils), re-exported for the write hooks' types.
export type { Compute }

/** A mutation's `meta` (TanStack's `MutationMeta` without its `Register`). */
export type MutationMeta = Record<string, unknown>

/**
 * What every mutation callback gets last (TanStack Query 5.80+'s `MutationFunctionContext`):
 * the mutation's `meta` and its `mutationKey` (the hook's action name, as wagmi's
 * `['signMessage']`). TanStack also passes its `QueryClient` as `client`; the kit has none.
 */
export type MutationFunctionContext = {
  /** The `meta` of the mutation options. */
  meta: MutationMeta | undefined
  /** The hook's mutation key (wagmi's: `[actionName]`). */
  mutationKey?: readonly unknown[]
}

/** A mutation's status (TanStack's `MutationStatus`). */
export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

/**
 * The `mutation` option of a write hook (TanStack Query v5's `MutationOptions` as wagmi passes
 * them, without `mutationFn`, `mutationKey` and `throwOnError`). What `onMutate` returns (or
 * resolves with) reaches `onSuccess`, `onError` and `onSettled` as their third argument and
 * the result's `context`. Callbacks written for older v5 releases (fewer arguments) still fit.
 * `gcTime` and `networkMode` are refused at run time (the kit keeps no mutation cache and
 * never pauses a mutation while offline).
 */
export type MutationOptions<data = unknown, error = Error, variables = void, context = unknown> = {
  /** Runs before the action, with the variables; what it returns is the mutation's `context`. */
  onMutate?: ((variables: variables, context: MutationFunctionContext) => Promise<context> | context) | undefined
  /** Runs after a success (awaited before `onSettled`). */
  onSuccess?: ((data: data, variables: variables, onMutateResult: context, context: MutationFunctionContext) => Promise<unknown> | unknown) | undefined
  /** Runs after a failure, with the typed error (awaited before `onSettled`). */
  onError?:
    | ((error: error, variables: variables, onMutateResult: context | undefined, context: MutationFunctionContext) => Promise<unknown> | unknown)
    | undefined
  /** Runs after either. */
  onSettled?:
    | ((
        data: data | undefined,
        error: error | null,
        variables: variables,
        onMutateResult: context | undefined,
        context: MutationFunctionContext,
      ) => Promise<unknown> | unknown)
    | undefined
  /** Retries of a failed action: a count, `true` (without end), or a function of the failures so far and the error. Default 0. */
  retry?: boolean | number | ((failureCount: number, error: error) => boolean) | undefined
  /** Milliseconds before a retry, or a function of the failures so far and the error. Default: 1 s doubling, at most 30 s. */
  retryDelay?: number | ((failureCount: number, error: error) => number) | undefined
  /** Passed to the callbacks in their context. */
  meta?: MutationMeta | undefined
  /** Mutations of one `scope.id` run one after another, in the order they started. */
  scope?: { id: string } | undefined
}

/** wagmi's `MutationParameter`: the `mutation` option every write hook takes. */
export type MutationParameter<data = unknown, error = Error, variables = void, context = unknown> = {
  /** TanStack Query's mutation options (see MutationOptions). */
  mutation?: MutationOptions<data, error, Compute<variables>, context> | undefined
}

/** Per-call callbacks of `mutate(variables, options)` (TanStack's `MutateOptions`), run after the hook's own. */
export interface MutateOptions<data = unknown, error = Error, variables = void, context = unknown> {
  /** Called after a success. */
  onSuccess?: (data: data, variables: variables, onMutateResult: context | undefined, context: MutationFunctionContext) => void
  /** Called after a failure. */
  onError?: (error: error, variables: variables, onMutateResult: context | undefined, context: MutationFunctionContext) => void
  /** Called after either. */
  onSettled?: (
    data: data | undefined,
    error: error | null,
    variables: variables,
    onMutateResult: context | undefined,
    context: MutationFunctionContext,
  ) => void
}

/** TanStack's `MutateFunction`: `variables` is optional when it may be undefined. */
export type MutateFn<data, error, variables, context> = undefined extends variables
  ? (variables?: variables, options?: Compute<MutateOptions<data, error, variables, context>> | undefined) => Promise<data>
  : (variables: variables, options?: Compute<MutateOptions<data, error, variables, context>> | undefined) => Promise<data>

/** wagmi's `Mutate`: runs the action; the outcome lands in the state and the callbacks. Never throws. */
export type Mutate<data = unknown, error = unknown, variables = void, context = unknown> = (
  ...args: Parameters<MutateFn<data, error, Compute<variables>, context>>
) => void

/** wagmi's `MutateAsync`: runs the action and resolves with its data (rejects with the typed error). */
export type MutateAsync<data = unknown, error = unknown, variables = void, context = unknown> = MutateFn<data, error, Compute<variables>, context>

/**
 * The state of a write hook in one status (one member of TanStack Query v5's
 * `MutationObserverResult`, without `mutate`).
 */
export type MutationStateIn<data, error, variables, context, status extends MutationStatus> = Compute<{
  /** What `onMutate` returned for the last call. */
  context: context | undefined
  /** The last call's result (only in `success`). */
  data: status extends 'success' ? data : undefined
  /** Why the last call failed (only in `error`): a typed error; `useDescribeError()` words it in the kit's locale. */
  error: status extends 'error' ? error : null
  /** How many times the last call failed (retries included); 0 after a success. */
  failureCount: number
  /** The last failure's error, retried or not; null after a success. */
  failureReason: error | null
  /** Always false: the kit never pauses a mutation. */
  isPaused: boolean
  /** `idle` before the first call and after `reset`. */
  status: status
  /** The last call's variables (none while `idle`). */
  variables: status extends 'idle' ? undefined : variables
  /** When the last call started (ms since the epoch), 0 before any. */
  submittedAt: number
  /** status is `error`. */
  isError: status extends 'error' ? true : false
  /** status is `idle`. */
  isIdle: status extends 'idle' ? true : false
  /** status is `pending` (the wallet is asked, or the call is checked first). */
  isPending: status extends 'pending' ? true : false
  /** status is `success`. */
  isSuccess: status extends 'success' ? true : false
  /** Back to `idle`, forgetting data, error and context. */
  reset: () => void
}>

/**
 * The state every write hook returns (TanStack Query v5's `MutationObserverResult` without
 * `mutate`): a union by `status`, so `status === 'success'` narrows `data`.
 */
export type UseMutationState<data = unknown, error = Error, variables = void, context = unknown> =
  | MutationStateIn<data, error, variables, context, 'idle'>
  | MutationStateIn<data, error, variables, context, 'pending'>
  | MutationStateIn<data, error, variables, context, 'error'>
  | MutationStateIn<data, error, variables, context, 'success'>

/**
 * What every write hook returns (wagmi 3's `UseMutationReturnType`): the state, `mutate`
 * (never rejects: the outcome lands in the state) and `mutateAsync` (resolves with the data
 * or rejects with the typed error).
 */
export type UseMutationReturnType<
  data = unknown,
  error = Error,
  variables = void,
  context = unknown,
  mutate = Mutate<data, error, variables, context>,
  mutateAsync = MutateAsync<data, error, variables, context>,
> = Compute<UseMutationState<data, error, variables, context> & { mutate: mutate; mutateAsync: mutateAsync }>
