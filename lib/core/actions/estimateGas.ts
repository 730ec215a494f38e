import type { Address, BlockTag, Hex, StateOverride } from 'viem'
import { estimateGas as viemEstimateGas } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredErrorType, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'
import { normalizeSimulationError, type ContractRevertedError, type InsufficientFundsErrorType } from '../write/errors'

/** Parameters of estimateGas (wagmi's: viem's transaction request, plus `chainId`). */
export interface EstimateGasParameters {
  /** The sender; default: the connected account (none while disconnected). */
  account?: Address
  /** Recipient or contract; omitted for a contract deployment. */
  to?: Address
  /** Calldata (encode a contract call with viem's `encodeFunctionData`). */
  data?: Hex
  /** Wei sent with it. */
  value?: bigint
  /** Nonce to estimate at; default: the node's. */
  nonce?: number
  /** Legacy gas price. */
  gasPrice?: bigint
  /** EIP-1559 fee cap. */
  maxFeePerGas?: bigint
  /** EIP-1559 tip. */
  maxPriorityFeePerGas?: bigint
  /** Accounts to run it against with other code, balance or storage (the node must support it, as eth_call's). */
  stateOverride?: StateOverride
  /** Estimate at this block instead of the latest. */
  blockNumber?: bigint
  /** Estimate at this block tag; default `latest`. */
  blockTag?: BlockTag
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number
}

/** The gas the transaction would use (units of gas, not wei). */
export type EstimateGasReturnType = bigint

/** What estimateGas rejects with: a revert as ContractRevertedError (its `cause` keeps the revert data), a shortfall as InsufficientFundsError. */
export type EstimateGasErrorType = ChainNotConfiguredErrorType | ContractRevertedError | InsufficientFundsErrorType | WalletError

/**
 * Asks the node how much gas a transaction would use (eth_estimateGas). It doubles as a
 * check: a transaction that would revert or cannot be paid is refused with a typed error,
 * so the wallet is never asked for one that must fail. Nothing is signed or sent.
 */
export async function estimateGas(config: Config, parameters: EstimateGasParameters): Promise<EstimateGasReturnType> {
  const { chainId, account, ...request } = parameters
  const chain = readChainOf(config, chainId)
  try {
    return await viemEstimateGas(config.getClient({ chainId: chain.id }), { ...request, account: account ?? config.getState().accounts[0] } as Parameters<typeof viemEstimateGas>[1])
  } catch (e) {
    throw normalizeSimulationError(e)
  }
}
