import type { AccessList, Address, Hex, JsonRpcAccount } from 'viem'
import { prepareTransactionRequest as viemPrepareTransactionRequest } from 'viem/actions'
import type { Config } from '../config'
import { ConnectorNotConnectedError, type ChainNotConfiguredError, type WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'
import { normalizeSimulationError, type ContractRevertedError, type InsufficientFundsError } from '../write/errors'

/** What prepareTransactionRequest fills when it is missing (viem's names). */
export type PrepareTransactionRequestParameterType = 'chainId' | 'fees' | 'gas' | 'nonce' | 'type'

/** Parameters of prepareTransactionRequest (wagmi's, without `calls` and `connector`: see the function). */
export interface PrepareTransactionRequestParameters {
  /** The sender; default: the connected account. */
  account?: Address | undefined
  /** The recipient or contract. */
  to: Address
  /** Calldata. */
  data?: Hex | undefined
  /** Wei sent with it. */
  value?: bigint | undefined
  /** Kept when given; else the sender's next nonce (pending transactions counted). */
  nonce?: number | undefined
  /** Kept when given; else the node's estimate. */
  gas?: bigint | undefined
  /** Legacy gas price: kept when given. */
  gasPrice?: bigint | undefined
  /** EIP-1559 fee cap: kept when given. */
  maxFeePerGas?: bigint | undefined
  /** EIP-1559 tip: kept when given. */
  maxPriorityFeePerGas?: bigint | undefined
  /** EIP-2930 access list. */
  accessList?: AccessList | undefined
  /** The transaction type; default: from the fields given and the chain (EIP-1559 where the latest block has a base fee). */
  type?: 'legacy' | 'eip2930' | 'eip1559' | undefined
  /** Which fields to fill (default all of viem's: chainId, fees, gas, nonce, type). */
  parameters?: readonly PrepareTransactionRequestParameterType[] | undefined
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** The request, filled: ready to sign as it is. */
export interface PrepareTransactionRequestReturnType extends Omit<PrepareTransactionRequestParameters, 'account' | 'parameters' | 'chainId'> {
  /** The sender, as viem's account of a wallet (signs through eth_sendTransaction). */
  account: JsonRpcAccount
  /** The sender's address. */
  from: Address
  /** The chain it is for. */
  chainId: number
  /** The sender's next nonce (pending transactions counted), or the one given. */
  nonce: number
  /** The node's estimate, or the limit given. */
  gas: bigint
  /** The transaction type it was prepared as. */
  type: 'legacy' | 'eip2930' | 'eip1559'
}

/** What prepareTransactionRequest rejects with: a transaction that would revert as ContractRevertedError, one that cannot be paid as InsufficientFundsError. */
export type PrepareTransactionRequestErrorType = ChainNotConfiguredError | ConnectorNotConnectedError | ContractRevertedError | InsufficientFundsError | WalletError

/**
 * Fills a transaction's nonce, gas, fees, type and chain id for the connected account (or
 * `account`) from the chain's node, as the wallet would before signing; it never asks the
 * wallet, so nothing pops up. Differs from wagmi's: wagmi prepares through the connector's
 * client (the wallet's node); here the config's node answers, so it works the same for
 * every wallet, and a transaction that would revert or cannot be paid is refused with a
 * typed error, as estimateGas does. `calls` (a Tempo batch) is not supported.
 */
export async function prepareTransactionRequest(config: Config, parameters: PrepareTransactionRequestParameters): Promise<PrepareTransactionRequestReturnType> {
  const { chainId, account, ...request } = parameters
  const chain = readChainOf(config, chainId)
  const from = account ?? config.getState().accounts[0]
  if (!from) throw new ConnectorNotConnectedError()
  try {
    const prepared = await viemPrepareTransactionRequest(config.getClient({ chainId: chain.id }), { ...request, account: from, chain } as Parameters<typeof viemPrepareTransactionRequest>[1])
    return { ...(prepared as unknown as PrepareTransactionRequestReturnType), chainId: chain.id }
  } catch (e) {
    throw normalizeSimulationError(e)
  }
}
