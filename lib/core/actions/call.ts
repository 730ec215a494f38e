import type { CallParameters as ViemCallParameters, Hex } from 'viem'
import { call as viemCall } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredErrorType, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'
import { normalizeSimulationError, type ContractRevertedError, type InsufficientFundsErrorType } from '../write/errors'

/**
 * Parameters of call (wagmi's `CallParameters<config>`): viem's call request (sender, target,
 * calldata, value, gas and fees, block, state and block overrides, deployless `code`...),
 * every field handed to viem's call, plus `chainId`, one of the config's.
 */
export type CallParameters<config extends Config = Config> = ViemCallParameters & ChainIdParameter<config>

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
export async function call<config extends Config>(config: config, parameters: CallParameters<config>): Promise<CallReturnType> {
  const { chainId, ...request } = parameters
  const chain = readChainOf(config, chainId)
  try {
    return await viemCall(config.getClient({ chainId: chain.id }), request)
  } catch (e) {
    throw normalizeSimulationError(e)
  }
}
