import type { Abi, Chain, ContractEventName } from 'viem'
import { watchContractEvent as viemWatchContractEvent, type WatchContractEventParameters as ViemWatchContractEventParameters } from 'viem/actions'
import type { Config } from '../config'
import { watchOnChain, type WatchChainParameters } from '../watch/onChain'

/** Parameters of watchContractEvent (wagmi's): viem's (`abi`, `address`, `eventName`, `args`, `onLogs`, `strict`, `fromBlock`) and the chain. */
export type WatchContractEventParameters<
  abi extends Abi | readonly unknown[] = Abi,
  eventName extends ContractEventName<abi> | undefined = ContractEventName<abi>,
  strict extends boolean | undefined = undefined,
> = Omit<ViemWatchContractEventParameters<abi, eventName, strict>, 'poll' | 'pollingInterval' | 'batch' | 'onError'> &
  WatchChainParameters & {
    /** Call back once per poll with every new log (true), or once per log. Default true. */
    batch?: boolean | undefined
    /** Accepted for wagmi compatibility: the kit's clients always poll (see watchBlockNumber). */
    poll?: boolean | undefined
    /** ms between two polls. Default: the config's `pollingInterval`. */
    pollingInterval?: number | undefined
  }

/** What watchContractEvent returns: the function that stops the watch. */
export type WatchContractEventReturnType = () => void

/**
 * Calls `onLogs` with a contract's new event logs, decoded with its ABI (a log filter on the
 * node, `eth_newFilter`; from `fromBlock` on when given), until the returned function is
 * called. Without `chainId` it follows the wallet's chain.
 */
export function watchContractEvent<const abi extends Abi | readonly unknown[], eventName extends ContractEventName<abi> | undefined = undefined, strict extends boolean | undefined = undefined>(
  config: Config,
  parameters: WatchContractEventParameters<abi, eventName, strict>,
): WatchContractEventReturnType {
  const { chainId: _chainId, syncConnectedChain: _sync, poll: _poll, ...rest } = parameters
  return watchOnChain(config, parameters, (client) =>
    viemWatchContractEvent(client as never as Parameters<typeof viemWatchContractEvent<Chain, abi, eventName, strict>>[0], {
      ...(rest as ViemWatchContractEventParameters<abi, eventName, strict>),
      poll: true,
    }),
  )
}
