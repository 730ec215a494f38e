import { useCallback, useMemo, useRef, useState } from 'react'
import type { MutateOptions, MutationFunctionContext, MutationOptions, UseMutationReturnType } from './types'

type State = { data: unknown; error: unknown; status: string; variables: unknown; context: unknown; failureCount: number; failureReason: unknown; submittedAt: number }

const IDLE: State = { data: undefined, error: null, status: 'idle', variables: undefined, context: undefined, failureCount: 0, failureReason: null, submittedAt: 0 }

// Options TanStack takes that the kit cannot honour: refused, never ignored.
const REFUSED = ['gcTime', 'networkMode', 'throwOnError', 'mutationFn', 'mutationKey'] as const

// Mutations sharing a `scope.id` run one after another (TanStack's scope): the tail of each queue.
const scopes = new Map<string, Promise<unknown>>()

// TanStack's rule, with `failures` failures so far: `true` always, a number while fewer
// retries than it ran, a function when it says so (of the failures before this one).
const shouldRetry = <error>(retry: MutationOptions<unknown, error>['retry'], failures: number, error: error) =>
  retry === true || (typeof retry === 'number' ? failures <= retry : typeof retry === 'function' && retry(failures - 1, error))

/**
 * The write hooks' engine (TanStack Query v5's mutation semantics, without its cache): runs
 * the action with `mutation.retry` retries, keeps the state (`context`, `failureCount`,
 * `submittedAt`, ...), and calls the callbacks with what `onMutate` returned and a
 * MutationFunctionContext whose `mutationKey` is `[key]`.
 */
export function useMutation<data, error, variables, context>(
  action: (variables: variables) => Promise<data>,
  mutation: MutationOptions<data, error, variables, context> | undefined,
  key: string,
): UseMutationReturnType<data, error, variables, context> {
  const [state, setState] = useState(IDLE)
  const latest = useRef({ action, mutation })
  latest.current = { action, mutation }
  const run = useRef(0)

  const mutateAsync = useCallback(async (variables: variables, options?: MutateOptions<data, error, variables, context>): Promise<data> => {
    const id = ++run.current
    const { action: act, mutation: m = {} } = latest.current
    const set = (next: Partial<State>) => void (run.current === id && setState((s) => ({ ...s, ...next })))
    const ctx: MutationFunctionContext = { meta: m.meta, mutationKey: [key] }
    setState({ ...IDLE, status: 'pending', variables, submittedAt: Date.now() })
    const scope = m.scope?.id
    const before = scope === undefined ? undefined : scopes.get(scope)
    let done = () => {}
    const tail = new Promise<void>((resolve) => (done = resolve))
    if (scope !== undefined) scopes.set(scope, tail)
    let result: context | undefined
    let failures = 0
    try {
      const refused = REFUSED.find((name) => name in m)
      if (refused) throw new TypeError(`The mutation option "${refused}" is not supported: the kit keeps no mutation cache and never pauses a mutation.`)
      await before
      result = await m.onMutate?.(variables, ctx)
      set({ context: result })
      let data: data
      for (;;) {
        try {
          data = await act(variables)
          break
        } catch (e) {
          const error = (e instanceof Error ? e : new Error(String(e))) as error
          set({ failureCount: ++failures, failureReason: error })
          if (!shouldRetry(m.retry, failures, error)) throw error
          const delay = m.retryDelay ?? ((n: number) => Math.min(1000 * 2 ** n, 30_000))
          await new Promise((resolve) => setTimeout(resolve, typeof delay === 'number' ? delay : delay(failures - 1, error)))
        }
      }
      set({ data, status: 'success', failureCount: 0, failureReason: null })
      await m.onSuccess?.(data, variables, result as context, ctx)
      await m.onSettled?.(data, null, variables, result, ctx)
      options?.onSuccess?.(data, variables, result, ctx)
      options?.onSettled?.(data, null, variables, result, ctx)
      return data
    } catch (e) {
      const error = (e instanceof Error ? e : new Error(String(e))) as error
      set({ error, status: 'error', failureCount: failures || 1, failureReason: error })
      await m.onError?.(error, variables, result, ctx)
      await m.onSettled?.(undefined, error, variables, result, ctx)
      options?.onError?.(error, variables, result, ctx)
      options?.onSettled?.(undefined, error, variables, result, ctx)
      throw error
    } finally {
      done()
      if (scope !== undefined && scopes.get(scope) === tail) scopes.delete(scope)
    }
  }, [key])
  // `mutate` never rejects: the error is in the state (and the callbacks).
  const mutate = useCallback(
    (variables: variables, options?: MutateOptions<data, error, variables, context>) => void mutateAsync(variables, options).catch(() => undefined),
    [mutateAsync],
  )
  const reset = useCallback(() => {
    run.current++
    setState(IDLE)
  }, [])
  return useMemo(
    () =>
      ({
        ...state,
        isIdle: state.status === 'idle',
        isPending: state.status === 'pending',
        isSuccess: state.status === 'success',
        isError: state.status === 'error',
        isPaused: false,
        reset,
        mutate,
        mutateAsync,
      }) as never,
    [state, reset, mutate, mutateAsync],
  )
}
