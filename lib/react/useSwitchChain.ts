import { useCallback, useState } from 'react'
import { switchChain as switchAction } from '../core/actions/switchChain'
import { isUserRejection } from '../core/errors'
import { useConfig } from './context'

/** What useSwitchChain returns: the switch function, its pending state and error. */
export interface UseSwitchChainResult {
  /** Ask the wallet to switch to `chainId`: true once switched, false when it did not (see `error`). Never throws. */
  switchChain(chainId: number): Promise<boolean>
  /** The chain being confirmed in the wallet ("Confirm in Wallet"). */
  pendingChainId: number | undefined
  /** Why the last switch failed; undefined after a success or when the user only declined. */
  error: Error | undefined
}

/** Asks the wallet to switch to one of the config's chains (adding it when the wallet lacks it). */
export function useSwitchChain(): UseSwitchChainResult {
  const config = useConfig()
  const [pendingChainId, setPending] = useState<number>()
  const [error, setError] = useState<Error>()
  const switchChain = useCallback(
    async (chainId: number) => {
      setPending(chainId)
      setError(undefined)
      try {
        await switchAction(config, { chainId })
        return true
      } catch (e) {
        // A plain "no" in the wallet is not an error worth a message, unless it came
        // after adding the chain - the connector marks that by rethrowing.
        setError(isUserRejection(e) ? undefined : e instanceof Error ? e : new Error(String(e)))
        return false
      } finally {
        setPending(undefined)
      }
    },
    [config],
  )
  return { switchChain, pendingChainId, error }
}
