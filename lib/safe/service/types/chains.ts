import type { Page, QueryValue } from './common'
import type { DataDecoded } from './transactions'
import type { ChainFeature } from './vocabulary'

export interface RpcUri {
  /** The gateway's `authentication` field (authentication). */
  authentication: 'API_KEY_PATH' | 'NO_AUTHENTICATION' | 'UNKNOWN'
  /** The gateway's `value` field (value). */
  value: string
}

export type GasPrice =
  | { type: 'ORACLE'; uri: string; gasParameter: string; gweiFactor: string }
  | { type: 'FIXED'; weiValue: string }
  | { type: 'FIXED_EIP1559'; maxFeePerGas: string; maxPriorityFeePerGas: string }
  | { type: 'UNKNOWN' }

export interface ChainInfo {
  /** Decimal string, e.g. '1101'. */
  chainId: string
  /** The gateway's `chainName` field (chain name). */
  chainName: string
  /** The gateway's `shortName` field (short name). */
  shortName: string
  /** The gateway's `description` field (description). */
  description?: string
  /** The gateway's `l2` field (l2). */
  l2: boolean
  /** The gateway's `transactionService` field (transaction service). */
  transactionService?: string
  /** The gateway's `rpcUri` field (rpc uri). */
  rpcUri: RpcUri
  /** The gateway's `safeAppsRpcUri` field (safe apps rpc uri). */
  safeAppsRpcUri?: RpcUri
  /** The gateway's `publicRpcUri` field (public rpc uri). */
  publicRpcUri?: RpcUri
  /** Templates with {{address}}, {{txHash}} and {{apiKey}} placeholders. */
  blockExplorerUriTemplate: { address: string; txHash: string; api: string }
  /** The gateway's `nativeCurrency` field (native currency). */
  nativeCurrency: { name: string; symbol: string; decimals: number; logoUri: string | null }
  /** The gateway's `theme` field (theme). */
  theme?: { textColor: string; backgroundColor: string }
  /** The gateway's `ensRegistryAddress` field (ens registry address). */
  ensRegistryAddress?: string | null
  /** The gateway's `gasPrice` field (gas price). */
  gasPrice?: GasPrice[]
  /** The gateway's `disabledWallets` field (disabled wallets). */
  disabledWallets?: string[]
  /** The gateway's `features` field (features). */
  features: ChainFeature[]
}

export type ChainListPage = Page<ChainInfo>

export interface ChainsQuery {
  [key: string]: QueryValue
  /** The gateway's `ordering` field (ordering). */
  ordering?: string | null
  /** The gateway's `limit` field (limit). */
  limit?: number | null
  /** The gateway's `offset` field (offset). */
  offset?: number | null
}

export interface SafeApp {
  /** The gateway's `id` field (id). */
  id: number
  /** The gateway's `url` field (url). */
  url: string
  /** The gateway's `name` field (name). */
  name: string
  /** The gateway's `iconUrl` field (icon url). */
  iconUrl: string
  /** The gateway's `description` field (description). */
  description: string
  /** The gateway's `chainIds` field (chain ids). */
  chainIds: string[]
  /** The gateway's `provider` field (provider). */
  provider?: { url: string; name: string } | null
  /** The gateway's `accessControl` field (access control). */
  accessControl?: { type: 'NO_RESTRICTIONS' | 'DOMAIN_ALLOWLIST' | 'UNKNOWN'; value?: string[] | null }
  /** The gateway's `tags` field (tags). */
  tags: string[]
  /** The gateway's `features` field (features). */
  features?: string[]
  /** The gateway's `developerWebsite` field (developer website). */
  developerWebsite?: string | null
  /** The gateway's `socialProfiles` field (social profiles). */
  socialProfiles?: { platform: string; url: string }[]
}

export type SafeAppsResponse = SafeApp[]

export interface SafeAppsQuery {
  [key: string]: QueryValue
  /** The gateway's `client_url` field (client url). */
  client_url?: string | null
  /** The gateway's `url` field (url). */
  url?: string | null
}

/** A Safe singleton deployment the service indexes. */
export interface MasterCopy {
  /** The gateway's `address` field (address). */
  address: string
  /** The gateway's `version` field (version). */
  version: string
  /** The gateway's `deployer` field (deployer). */
  deployer?: string
  /** The gateway's `deployedBlockNumber` field (deployed block number). */
  deployedBlockNumber?: number
  /** The gateway's `lastIndexedBlockNumber` field (last indexed block number). */
  lastIndexedBlockNumber?: number
  /** The gateway's `l2` field (l2). */
  l2?: boolean
}

export type MasterCopies = MasterCopy[]

export type DecodedDataResponse = DataDecoded
