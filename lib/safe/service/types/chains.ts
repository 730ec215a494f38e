import type { Page, QueryValue } from './common'
import type { DataDecoded } from './transactions'
import type { ChainFeature } from './vocabulary'

export interface RpcUri {
  authentication: 'API_KEY_PATH' | 'NO_AUTHENTICATION' | 'UNKNOWN'
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
  chainName: string
  shortName: string
  description?: string
  l2: boolean
  transactionService?: string
  rpcUri: RpcUri
  safeAppsRpcUri?: RpcUri
  publicRpcUri?: RpcUri
  /** Templates with {{address}}, {{txHash}} and {{apiKey}} placeholders. */
  blockExplorerUriTemplate: { address: string; txHash: string; api: string }
  nativeCurrency: { name: string; symbol: string; decimals: number; logoUri: string | null }
  theme?: { textColor: string; backgroundColor: string }
  ensRegistryAddress?: string | null
  gasPrice?: GasPrice[]
  disabledWallets?: string[]
  features: ChainFeature[]
}

export type ChainListPage = Page<ChainInfo>

export interface ChainsQuery {
  [key: string]: QueryValue
  ordering?: string | null
  limit?: number | null
  offset?: number | null
}

export interface SafeApp {
  id: number
  url: string
  name: string
  iconUrl: string
  description: string
  chainIds: string[]
  provider?: { url: string; name: string } | null
  accessControl?: { type: 'NO_RESTRICTIONS' | 'DOMAIN_ALLOWLIST' | 'UNKNOWN'; value?: string[] | null }
  tags: string[]
  features?: string[]
  developerWebsite?: string | null
  socialProfiles?: { platform: string; url: string }[]
}

export type SafeAppsResponse = SafeApp[]

export interface SafeAppsQuery {
  [key: string]: QueryValue
  client_url?: string | null
  url?: string | null
}

/** A Safe singleton deployment the service indexes. */
export interface MasterCopy {
  address: string
  version: string
  deployer?: string
  deployedBlockNumber?: number
  lastIndexedBlockNumber?: number
  l2?: boolean
}

export type MasterCopies = MasterCopy[]

export type DecodedDataResponse = DataDecoded
