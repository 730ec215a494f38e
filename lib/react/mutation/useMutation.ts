import { useCallback, useMemo, useRef, useState } from 'react'
import type { MutateOptions, MutationParameter, UseMutationState } from './types'

type State<TData, TVariables, TError> = Pick<UseMutationState<TData, TVariables, TError>, 'data' | 'error' | 'status' | 'variables'>

const IDLE = { data: undefined, error: null, status: 'idle', variables: undefined } as const

/** The write hooks' engine: runs an action, keeps wagmi's mutation state, calls the callbacks. */
export function useMutation<TData, TVariables, TError = Error>(
  action: (variables: TVariables) => Promise<TData>,
  mutation: MutationParameter<TData, TVariables, TError> | undefined,
): UseMutationState<TData, TVariables, TError> & {
  mutate: (variables: TVariables, options?: MutateOptions<TData, TVariables, TError>) => void
  mutateAsync: (variables: TVariables, options?: MutateOptions<TData, TVariables, TError>) => Promise<TData>
} {
  const [state, setState] = useState<State<TData, TVariables, TError>>(IDLE)
  const latest = useRef({ action, mutation })
  latest.current = { action, mutation }
  const run = useRef(0)

  const mutateAsync = useCallback(async (variables: TVariables, options?: MutateOptions<TData, TVariables, TError>): Promise<TData> => {
    const id = ++run.current
    const { action: act, mutation: m } = latest.current
    setState({ data: undefined, error: null, status: 'pending', variables })
    m?.onMutate?.(variables)
    try {
      const data = await act(variables)
      if (run.current === id) setState({ data, error: null, status: 'success', variables })
      m?.onSuccess?.(data, variables)
      options?.onSuccess?.(data, variables)
      m?.onSettled?.(data, null, variables)
      options?.onSettled?.(data, null, variables)
      return data
    } catch (e) {
      const error = (e instanceof Error ? e : new Error(String(e))) as TError
      if (run.current === id) setState({ data: undefined, error, status: 'error', variables })
      m?.onError?.(error, variables)
      options?.onError?.(error, variables)
      m?.onSettled?.(undefined, error, variables)
      options?.onSettled?.(undefined, error, variables)
      throw error
    }
  }, [])
  // `mutate` never rejects: the error is in the state (and the callbacks).
  const mutate = useCallback(
    (variables: TVariables, options?: MutateOptions<TData, TVariables, TError>) => void mutateAsync(variables, options).catch(() => undefined),
    [mutateAsync],
  )
  const reset = useCallback(() => {
    run.current++
    setState(IDLE)
  }, [])
  return useMemo(
    () => ({
      ...state,
      isIdle: state.status === 'idle',
      isPending: state.status === 'pending',
      isSuccess: state.status === 'success',
      isError: state.status === 'error',
      reset,
      mutate,
      mutateAsync,
    }),
    [state, reset, mutate, mutateAsync],
  )
}
