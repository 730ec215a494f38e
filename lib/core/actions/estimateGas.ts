import type { Account, Address, Chain } from 'viem'
import { estimateGas as viemEstimateGas, type EstimateGasParameters as ViemEstimateGasParameters } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter, ConnectorParameter, SelectChains } from '../config/parameters'
import type { UnionCompute, UnionLooseOmit } from '../typeUtils'
import type { ChainNotConfiguredErrorType, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'
import { normalizeSimulationError, type ContractRevertedError, type InsufficientFundsErrorType } from '../write/errors'

/**
 * Parameters of estimateGas (wagmi's `EstimateGasParameters<config, chainId>`): viem's
 * transaction request for the chain (with that chain's own fields, such as Celo's
 * `feeCurrency`), `chainId` (one of the config's; default the chain reads use) and
 * `connector` (whose account is the default sender; default the connected one's).
 */
export type EstimateGasParameters<
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] | undefined = config['chains'][number]['id'],
  chains extends readonly Chain[] = SelectChains<config, chainId>,
> = {
  [key in keyof chains]: UnionCompute<UnionLooseOmit<ViemEstimateGasParameters<chains[key]>, 'chain'> & ChainIdParameter<config, chainId> & ConnectorParameter>
}[number]

/** The gas the transaction would use (units of gas, not wei). */
export type EstimateGasReturnType = bigint

/** What estimateGas rejects with: a revert as ContractRevertedError (its `cause` keeps the revert data), a shortfall as InsufficientFundsError. */
export type EstimateGasErrorType = ChainNotConfiguredErrorType | ContractRevertedError | InsufficientFundsErrorType | WalletError

/**
 * Asks the node how much gas a transaction would use (eth_estimateGas). It doubles as a
 * check: a transaction that would revert or cannot be paid is refused with a typed error,
 * so the wallet is never asked for one that must fail. Nothing is signed or sent.
 */
export async function estimateGas<config extends Config, chainId extends config['chains'][number]['id'] | undefined = undefined>(
  config: config,
  parameters: EstimateGasParameters<config, chainId>,
): Promise<EstimateGasReturnType> {
  const { chainId, account, connector, ...request } = parameters as EstimateGasParameters & { account?: Account | Address }
  const chain = readChainOf(config, chainId)
  const sender = account ?? (connector ? (await connector.getAccounts())[0] : config.getState().accounts[0])
  try {
    return await viemEstimateGas(config.getClient({ chainId: chain.id }), { ...request, account: sender } as Parameters<typeof viemEstimateGas>[1])
  } catch (e) {
    throw normalizeSimulationError(e)
  }
}
