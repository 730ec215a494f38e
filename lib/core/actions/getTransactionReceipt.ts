import type { Chain, GetTransactionReceiptErrorType as ViemErrorType } from 'viem'
import {
  getTransactionReceipt as viemGetTransactionReceipt,
  type GetTransactionReceiptParameters as ViemParameters,
  type GetTransactionReceiptReturnType as ViemReturnType,
} from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter, SelectChains } from '../config/parameters'
import type { Compute, IsNarrowable } from '../typeUtils'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getTransactionReceipt (wagmi's): the transaction's `hash` and `chainId`, one of the config's (default: the chain reads use). */
export type GetTransactionReceiptParameters<
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
> = Compute<ViemParameters & ChainIdParameter<config, chainId>>

/**
 * The receipt, formatted for its chain (a zkSync receipt has `l1BatchNumber`, an OP Stack
 * one its L1 fee fields), and the chain it was read on (wagmi's).
 */
export type GetTransactionReceiptReturnType<
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
  chains extends readonly Chain[] = SelectChains<config, chainId>,
> = Compute<
  {
    [key in keyof chains]: ViemReturnType<IsNarrowable<chains[key], Chain> extends true ? chains[key] : undefined> & { chainId: chains[key]['id'] }
  }[number]
>

/** What getTransactionReceipt rejects with (viem's TransactionReceiptNotFoundError while the transaction is not mined). */
export type GetTransactionReceiptErrorType = ChainNotConfiguredError | ViemErrorType

/**
 * The receipt of a mined transaction, read once (eth_getTransactionReceipt): it does not
 * wait. To wait for one, use waitForTransactionReceipt.
 */
export async function getTransactionReceipt<config extends Config, chainId extends config['chains'][number]['id']>(
  config: config,
  { hash, chainId }: GetTransactionReceiptParameters<config>,
): Promise<GetTransactionReceiptReturnType<config, chainId>> {
  const chain = readChainOf(config, chainId)
  // The chain's client formats the receipt with the chain's own formatters.
  const receipt = await viemGetTransactionReceipt(config.getClient({ chainId: chain.id }), { hash })
  return { ...receipt, chainId: chain.id } as unknown as GetTransactionReceiptReturnType<config, chainId>
}
