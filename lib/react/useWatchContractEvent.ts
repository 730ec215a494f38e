import type { Config } from '../core/config'
import { useRef } from 'react'
import type { Abi, ContractEventName } from 'viem'
import { lazyImport } from '../core/lazy'
import type { WatchContractEventParameters } from '../core/actions/watchContractEvent'
import { useConfig } from './context'
import { queryKey } from './query/key'
import { useReadChain } from './query/useReadChain'
import { useWatch } from './watch/useWatch'

const loadAction = lazyImport(() => import('../core/actions/watchContractEvent'))

/** Parameters of useWatchContractEvent (wagmi's): watchContractEvent's (typed from `abi`), all optional, and `enabled`. */
export type UseWatchContractEventParameters<
  abi extends Abi | readonly unknown[] = Abi,
  eventName extends ContractEventName<abi> = ContractEventName<abi>,
  strict extends boolean | undefined = undefined,
> = Partial<WatchContractEventParameters<abi, eventName, strict>> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** False: no watch (a running one stops). Default true. */
  enabled?: boolean | undefined
}

/** What useWatchContractEvent returns: nothing (an effect, as wagmi's). */
export type UseWatchContractEventReturnType = void

/**
 * Calls `onLogs` with a contract's new event logs, decoded with `abi`, while mounted and
 * `enabled`. It restarts when the chain, `address`, `abi`, `eventName`, `args` (compared by
 * value: inline objects are fine), `fromBlock` or a polling option changes; the latest
 * `onLogs` and `onError` are called without restarting.
 */
export function useWatchContractEvent<const abi extends Abi | readonly unknown[], eventName extends ContractEventName<abi>, strict extends boolean | undefined = undefined>(
  parameters: UseWatchContractEventParameters<abi, eventName, strict> = {},
): UseWatchContractEventReturnType {
  const config = useConfig(parameters)
  const { enabled = true, onLogs, onError, chainId: _chainId, syncConnectedChain: _sync, config: _config, ...rest } = parameters
  const { chain, error } = useReadChain(parameters.chainId, config)
  const callbacks = useRef({ onLogs, onError })
  callbacks.current = { onLogs, onError }
  const { abi, address, eventName, args, fromBlock, strict, batch, pollingInterval } = rest
  const key = enabled && onLogs && abi ? queryKey('watchContractEvent', chain?.id ?? 0, error?.message, abi, address, eventName, args, fromBlock, strict, batch, pollingInterval) : undefined
  useWatch(
    key,
    async () => {
      if (error) throw error
      return (await loadAction()).watchContractEvent(config, {
        ...(rest as WatchContractEventParameters<abi, eventName, strict>),
        chainId: chain?.id,
        syncConnectedChain: false, // useReadChain follows the wallet: a switch changes the key
        onLogs: (logs) => callbacks.current.onLogs?.(logs),
        onError: (e) => callbacks.current.onError?.(e),
      })
    },
    (e) => callbacks.current.onError?.(e),
  )
}
