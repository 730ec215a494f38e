import type { Address, BlockTag, Hex, StateOverride } from 'viem'
import { call as viemCall } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredErrorType, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'
import { normalizeSimulationError, type ContractRevertedError, type InsufficientFundsErrorType } from '../write/errors'

/** Parameters of call (wagmi's: viem's call request, plus `chainId`). */
export interface CallParameters {
  /** The sender (`msg.sender`); default: none, as wagmi's. */
  account?: Address
  /** The account called. */
  to?: Address
  /** Calldata (encode a contract call with viem's `encodeFunctionData`). */
  data?: Hex
  /** Wei sent with it. */
  value?: bigint
  /** Gas limit for the call; default: the node's. */
  gas?: bigint
  /** Accounts to run it against with other code, balance or storage (eth_call's state override). */
  stateOverride?: StateOverride
  /** Call at this block instead of the latest. */
  blockNumber?: bigint
  /** Call at this block tag; default `latest`. */
  blockTag?: BlockTag
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number
}

/** What call returns: the returned bytes (undefined when the node answered nothing). */
export interface CallReturnType {
  /** The call's return data. */
  data: Hex | undefined
}

/** What call rejects with: a revert as ContractRevertedError (its `cause` keeps the revert data). */
export type CallErrorType = ChainNotConfiguredErrorType | ContractRevertedError | InsufficientFundsErrorType | WalletError

/**
 * Runs a message call against the node without sending a transaction (eth_call), with an
 * optional state override (e.g. code placed at the sender to test what a sequence of
 * calls would do). A plain call without sender or override joins the client's Multicall3
 * batch, as viem's does.
 */
export async function call(config: Config, parameters: CallParameters): Promise<CallReturnType> {
  const { chainId, ...request } = parameters
  const chain = readChainOf(config, chainId)
  try {
    return await viemCall(config.getClient({ chainId: chain.id }), request as Parameters<typeof viemCall>[1])
  } catch (e) {
    throw normalizeSimulationError(e)
  }
}
