import type { Abi, BlockNumber, BlockTag, Chain, ContractEventName } from 'viem'
import {
  getContractEvents as viemGetContractEvents,
  type GetContractEventsParameters as ViemGetContractEventsParameters,
  type GetContractEventsReturnType as ViemGetContractEventsReturnType,
} from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredError, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'
import { isRangeRefusal, LogsRangeTooLargeError } from '../read/rangeRefusal'

/** Parameters of getContractEvents (wagmi's): viem's (`abi`, `address`, `eventName`, `args`, `fromBlock`, `toBlock`, `blockHash`, `strict`) and the chain. */
export type GetContractEventsParameters<
  abi extends Abi | readonly unknown[] = Abi,
  eventName extends ContractEventName<abi> | undefined = ContractEventName<abi> | undefined,
  strict extends boolean | undefined = undefined,
  fromBlock extends BlockNumber | BlockTag | undefined = undefined,
  toBlock extends BlockNumber | BlockTag | undefined = undefined,
> = ViemGetContractEventsParameters<abi, eventName, strict, fromBlock, toBlock> & {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** The logs, decoded with the ABI (`eventName`, `args` typed from it). */
export type GetContractEventsReturnType<
  abi extends Abi | readonly unknown[] = Abi,
  eventName extends ContractEventName<abi> | undefined = ContractEventName<abi> | undefined,
  strict extends boolean | undefined = undefined,
  fromBlock extends BlockNumber | BlockTag | undefined = undefined,
  toBlock extends BlockNumber | BlockTag | undefined = undefined,
> = ViemGetContractEventsReturnType<abi, eventName, strict, fromBlock, toBlock>

/** What getContractEvents rejects with (a node failure arrives as viem's error). */
export type GetContractEventsErrorType = ChainNotConfiguredError | LogsRangeTooLargeError | WalletError

/**
 * A contract's event logs over a block range (`eth_getLogs`), decoded with its ABI. A node
 * that refuses the range as too wide (a block-range or result limit: most public nodes have
 * one) rejects with LogsRangeTooLargeError, never with an empty list that would read as
 * "no events".
 */
export async function getContractEvents<
  const abi extends Abi | readonly unknown[],
  eventName extends ContractEventName<abi> | undefined = undefined,
  strict extends boolean | undefined = undefined,
  fromBlock extends BlockNumber | BlockTag | undefined = undefined,
  toBlock extends BlockNumber | BlockTag | undefined = undefined,
>(
  config: Config,
  parameters: GetContractEventsParameters<abi, eventName, strict, fromBlock, toBlock>,
): Promise<GetContractEventsReturnType<abi, eventName, strict, fromBlock, toBlock>> {
  const { chainId, ...rest } = parameters
  const client = config.getClient({ chainId: readChainOf(config, chainId).id }) as Parameters<typeof viemGetContractEvents<Chain, abi, eventName, strict, fromBlock, toBlock>>[0]
  try {
    return await viemGetContractEvents(client, rest as ViemGetContractEventsParameters<abi, eventName, strict, fromBlock, toBlock>)
  } catch (error) {
    if (isRangeRefusal(error)) throw new LogsRangeTooLargeError({ fromBlock: rest.fromBlock, toBlock: rest.toBlock }, { cause: error })
    throw error
  }
}
