import type { Address } from 'viem'
import { lazyImport } from '../core/lazy'
import type { PrepareTransactionRequestParameters, PrepareTransactionRequestReturnType } from '../core/actions/prepareTransactionRequest'
import type { UseQueryReturnType } from './query/types'
import { useAccount } from './useAccount'
import { useChainRead, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/prepareTransactionRequest'))

/** Parameters of usePrepareTransactionRequest (wagmi's): prepareTransactionRequest's (`to` optional: undefined reads nothing) and `query`. */
export type UsePrepareTransactionRequestParameters<TSelected = PrepareTransactionRequestReturnType> = Omit<PrepareTransactionRequestParameters, 'to'> &
  ChainReadParameters<PrepareTransactionRequestReturnType, TSelected> & {
    /** The recipient or contract; undefined: nothing is prepared (status `pending`). */
    to?: Address | undefined
  }

/** What usePrepareTransactionRequest returns: the filled request in `data`. */
export type UsePrepareTransactionRequestReturnType<TSelected = PrepareTransactionRequestReturnType> = UseQueryReturnType<TSelected>

/**
 * A transaction request with its nonce, gas, fees, type and chain id filled for the
 * connected account (or `account`), from the chain's node: the wallet is never asked.
 * Refreshed with the chain's other reads (the nonce and fees move). A transaction that would
 * revert is an error (ContractRevertedError), as useEstimateGas's.
 */
export function usePrepareTransactionRequest<TSelected = PrepareTransactionRequestReturnType>(
  parameters: UsePrepareTransactionRequestParameters<TSelected> = {},
): UsePrepareTransactionRequestReturnType<TSelected> {
  const { address } = useAccount()
  const { config, chainId, scopeKey, query, to, ...request } = parameters
  const account = request.account ?? address
  return useChainRead<PrepareTransactionRequestReturnType, TSelected>({
    config,
    kind: 'prepareTransactionRequest',
    chainId,
    scopeKey,
    parts: { ...request, to, account },
    ready: to !== undefined,
    query,
    read: async (config, id) => (await loadAction()).prepareTransactionRequest(config, { ...request, to: to!, account, chainId: id }),
  })
}
