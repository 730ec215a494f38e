import type { CreateConnector } from '../../core/wallets/rainbowkit'
import type { CreateConnectorFn } from '../../core/types'
import { walletConnect } from '../walletConnect/index'
import type { RainbowKitWalletConnectParameters } from './types'

/** Parameters of getWalletConnectConnector (RainbowKit's). */
export interface GetWalletConnectConnectorParams {
  /** The WalletConnect Cloud project id. */
  projectId: string
  /** The connector's options (relay, metadata, timeouts). */
  walletConnectParameters?: RainbowKitWalletConnectParameters
}

const NO_PARAMETERS: RainbowKitWalletConnectParameters = {}
// One connector per project and options object: every wallet that pairs through
// WalletConnect shares it, so the config holds one WalletConnect session, not one per wallet.
const made = new Map<string, WeakMap<RainbowKitWalletConnectParameters, CreateConnectorFn>>()

/** The app as a wallet shows it when the parameters give no `metadata`: this page. */
function pageMetadata(): { name: string; description: string; url: string; icons: string[] } {
  const url = typeof window === 'undefined' ? 'https://localhost' : window.location.origin
  const name = typeof document === 'undefined' || !document.title ? url : document.title
  return { name, description: name, url, icons: [] }
}

/**
 * RainbowKit's `getWalletConnectConnector`: a wallet's `createConnector` that pairs through
 * the kit's WalletConnect connector. Every wallet given the same project id and options
 * object gets the same connector (one WalletConnect session for the whole list).
 * @example createConnector: getWalletConnectConnector({ projectId })
 */
export function getWalletConnectConnector({ projectId, walletConnectParameters }: GetWalletConnectConnectorParams): CreateConnector {
  const connector = sharedWalletConnect(projectId, walletConnectParameters)
  return () => connector
}

/** The one WalletConnect connector for this project and options object. */
export function sharedWalletConnect(projectId: string, walletConnectParameters: RainbowKitWalletConnectParameters = NO_PARAMETERS): CreateConnectorFn {
  let byOptions = made.get(projectId)
  if (!byOptions) made.set(projectId, (byOptions = new WeakMap()))
  let fn = byOptions.get(walletConnectParameters)
  if (!fn) {
    const { metadata = pageMetadata(), ...rest } = walletConnectParameters
    fn = walletConnect({ ...rest, projectId, metadata })
    byOptions.set(walletConnectParameters, fn)
  }
  return fn
}
