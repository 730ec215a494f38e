import type { Page, QueryValue } from './common'
import type { DataDecoded } from './transactions'
import type { ChainFeature } from './vocabulary'

/** An RPC endpoint of a chain and how to authenticate to it. */
export interface RpcUri {
  /** Whether the URL needs an API key appended to its path, needs none, or the service cannot tell. */
  authentication: 'API_KEY_PATH' | 'NO_AUTHENTICATION' | 'UNKNOWN'
  /** The RPC endpoint's URL. */
  value: string
}

/** One way to price gas on a chain: an oracle, a fixed price, fixed EIP-1559 fees, or unknown, told apart by `type`. */
export type GasPrice =
  | { type: 'ORACLE'; uri: string; gasParameter: string; gweiFactor: string }
  | { type: 'FIXED'; weiValue: string }
  | { type: 'FIXED_EIP1559'; maxFeePerGas: string; maxPriorityFeePerGas: string }
  | { type: 'UNKNOWN' }

/** A chain the service supports, with its endpoints, explorer, currency and enabled features. */
export interface ChainInfo {
  /** Decimal string, e.g. '1101'. */
  chainId: string
  /** The chain's display name. */
  chainName: string
  /** The chain's EIP-3770 short name, used as the prefix in 'eth:0x...' addresses. */
  shortName: string
  /** A short description of the chain. */
  description?: string
  /** Whether the chain is an L2 (Safes there use the L2 singleton, which emits events). */
  l2: boolean
  /** Base URL of the Safe Transaction Service that indexes this chain. */
  transactionService?: string
  /** The RPC endpoint the service's own clients use for this chain. */
  rpcUri: RpcUri
  /** The RPC endpoint Safe Apps use for this chain. */
  safeAppsRpcUri?: RpcUri
  /** The public RPC endpoint, for wallets and users to add the chain. */
  publicRpcUri?: RpcUri
  /** Templates with {{address}}, {{txHash}} and {{apiKey}} placeholders. */
  blockExplorerUriTemplate: { address: string; txHash: string; api: string }
  /** The chain's native coin: name, symbol, decimals and logo. */
  nativeCurrency: { name: string; symbol: string; decimals: number; logoUri: string | null }
  /** Colours the Safe interface uses for the chain's badge. */
  theme?: { textColor: string; backgroundColor: string }
  /** Address of the chain's ENS registry, or null when it has none. */
  ensRegistryAddress?: string | null
  /** How to price gas on the chain, in order of preference. */
  gasPrice?: GasPrice[]
  /** Wallets the Safe interface does not offer on this chain. */
  disabledWallets?: string[]
  /** Safe interface features enabled on this chain. */
  features: ChainFeature[]
}

/** A page of the chains the service supports. */
export type ChainListPage = Page<ChainInfo>

/** Query of the chains list. */
export interface ChainsQuery {
  /** Any further query parameter the service accepts. */
  [key: string]: QueryValue
  /** The field to sort by; a leading '-' sorts descending. */
  ordering?: string | null
  /** Most chains to return on one page. */
  limit?: number | null
  /** Number of chains to skip before the page starts. */
  offset?: number | null
}

/** A Safe App listed for a chain. */
export interface SafeApp {
  /** The app's id in the service's registry. */
  id: number
  /** The app's URL, loaded in the Safe interface's iframe. */
  url: string
  /** The app's name. */
  name: string
  /** URL of the app's icon. */
  iconUrl: string
  /** A short description of the app. */
  description: string
  /** Chains the app is listed on, as decimal strings. */
  chainIds: string[]
  /** Who publishes the app, if recorded. */
  provider?: { url: string; name: string } | null
  /** Which client URLs may load the app: anyone, or only the listed domains. */
  accessControl?: { type: 'NO_RESTRICTIONS' | 'DOMAIN_ALLOWLIST' | 'UNKNOWN'; value?: string[] | null }
  /** Category tags, e.g. 'DeFi'. */
  tags: string[]
  /** Safe App features the app uses, e.g. 'BATCHED_TRANSACTIONS'. */
  features?: string[]
  /** The developer's website, if any. */
  developerWebsite?: string | null
  /** The app's social media profiles. */
  socialProfiles?: { platform: string; url: string }[]
}

/** The Safe Apps listed for a chain. */
export type SafeAppsResponse = SafeApp[]

/** Query of the Safe Apps list. */
export interface SafeAppsQuery {
  /** Any further query parameter the service accepts. */
  [key: string]: QueryValue
  /** The client's URL, so apps restricted to other domains are left out. */
  client_url?: string | null
  /** Only the app at this URL. */
  url?: string | null
}

/** A Safe singleton deployment the service indexes. */
export interface MasterCopy {
  /** The singleton contract's address. */
  address: string
  /** The Safe contracts version it implements, e.g. '1.4.1'. */
  version: string
  /** Who deployed the singleton, e.g. 'Gnosis'. */
  deployer?: string
  /** The block the singleton was deployed in. */
  deployedBlockNumber?: number
  /** The last block the service has indexed for Safes using this singleton. */
  lastIndexedBlockNumber?: number
  /** Whether this is the L2 singleton (emits events instead of being traced). */
  l2?: boolean
}

/** The Safe singleton deployments the service indexes on a chain. */
export type MasterCopies = MasterCopy[]

/** Calldata decoded by the service's decoder endpoint. */
export type DecodedDataResponse = DataDecoded
