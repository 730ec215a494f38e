import type { Config, CreateConfigParameters } from '../../core/config'
import type { RainbowKitWalletConnectParameters, WalletList } from '../../connectors/wallets/types'
import { createConfig } from '../../connectors/config'
import { connectorsForWallets } from './connectorsForWallets'
import { getDefaultWallets } from './getDefaultWallets'

/** getDefaultConfig's parameters (RainbowKit's): the app, its wallets, and wagmi's createConfig parameters but `client` and `connectors`. */
export interface GetDefaultConfigParameters extends Omit<CreateConfigParameters, 'client' | 'connectors' | 'appName'> {
  /** The app's name, shown in wallet prompts. */
  appName: string
  /** One sentence about the app for wallet prompts (default: its name). */
  appDescription?: string
  /** The app's https origin for wallet prompts (default: this page's origin). */
  appUrl?: string
  /** The app's icon URL for wallet prompts. */
  appIcon?: string
  /** The Connect modal's wallets, as groups (default: getDefaultWallets().wallets). */
  wallets?: WalletList
  /** The WalletConnect Cloud project id. */
  projectId: string
  /** Options of the WalletConnect connector the pairing wallets share. */
  walletConnectParameters?: RainbowKitWalletConnectParameters
}

/**
 * RainbowKit's `getDefaultConfig`: `createConfig` with the connectors of `wallets` (default:
 * RainbowKit's 'Popular' group) and every other createConfig parameter passed on as given
 * (`chains`, `transports`, `ssr`, `storage`, ...; a transport left out is the chain's
 * public RPC over HTTP).
 * @example export const config = getDefaultConfig({ appName: 'My App', projectId, chains: [mainnet] })
 */
export function getDefaultConfig({ appName, appDescription, appUrl, appIcon, wallets, projectId, walletConnectParameters, ...wagmiParameters }: GetDefaultConfigParameters): Config {
  const connectors = connectorsForWallets(wallets ?? getDefaultWallets().wallets, {
    projectId,
    appName,
    ...(appDescription !== undefined ? { appDescription } : {}),
    ...(appUrl !== undefined ? { appUrl } : {}),
    ...(appIcon !== undefined ? { appIcon } : {}),
    ...(walletConnectParameters ? { walletConnectParameters } : {}),
  })
  return createConfig({ ...wagmiParameters, appName, connectors })
}
