import type { Config } from '../core/config'
import type { Address } from 'viem'
import { lazyImport } from '../core/lazy'
import type { GetCapabilitiesReturnType } from '../core/actions/getCapabilities'
import { useConfig } from './context'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadQuery } from './query/useReadQuery'
import { useAccount, useConnectionStatus } from './useAccount'

const loadAction = lazyImport(() => import('../core/actions/getCapabilities'))

/** Parameters of useCapabilities (wagmi's, without `connector`: the kit has one connection). */
export interface UseCapabilitiesParameters<TChainId extends number | undefined = undefined, TSelected = GetCapabilitiesReturnType<TChainId>> {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** Whose capabilities; default: the connected account. */
  account?: Address | undefined
  /** One chain's capabilities; default: every chain the wallet reports, by chain id. */
  chainId?: TChainId | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<GetCapabilitiesReturnType<TChainId>, TSelected>
}

/** What useCapabilities returns. */
export type UseCapabilitiesReturnType<TChainId extends number | undefined = undefined, TSelected = GetCapabilitiesReturnType<TChainId>> = UseQueryReturnType<TSelected>

/**
 * The connected wallet's EIP-5792 capabilities (getCapabilities), asked once per
 * connector, account and chain while connected (status `pending` otherwise); not part of
 * the refresh schedule: a wallet's abilities do not change with blocks.
 */
export function useCapabilities<TChainId extends number | undefined = undefined, TSelected = GetCapabilitiesReturnType<TChainId>>(
  parameters: UseCapabilitiesParameters<TChainId, TSelected> = {},
): UseCapabilitiesReturnType<TChainId, TSelected> {
  const config = useConfig(parameters)
  const { address, connector } = useAccount()
  const connected = useConnectionStatus() === 'connected'
  const account = parameters.account ?? address
  const { chainId } = parameters
  return useReadQuery<GetCapabilitiesReturnType<TChainId>, TSelected>(
    {
      config,
      key: connected && connector && account ? `capabilities:${connector.id}:${account.toLowerCase()}:${chainId ?? 'all'}` : undefined,
      refresh: false,
      fn: async () => (await loadAction()).getCapabilities(config, { account, chainId }),
    },
    parameters.query,
  )
}
