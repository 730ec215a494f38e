import type { CreateConnectorFn } from '../../core/types'
import type { WalletList } from '../../connectors/wallets/types'
import { base } from '../../connectors/wallets/factories/base'
import { metaMaskWallet } from '../../connectors/wallets/factories/metaMaskWallet'
import { rainbowWallet } from '../../connectors/wallets/factories/rainbowWallet'
import { safeWallet } from '../../connectors/wallets/factories/safeWallet'
import { walletConnectWallet } from '../../connectors/wallets/factories/walletConnectWallet'
import { connectorsForWallets, type ConnectorsForWalletsParameters } from './connectorsForWallets'

/** RainbowKit's default list: one 'Popular' group of Safe, Rainbow, Base, MetaMask and WalletConnect. */
function defaultWallets(): WalletList {
  return [{ groupName: 'Popular', wallets: [safeWallet, rainbowWallet, base, metaMaskWallet, walletConnectWallet] }]
}

/**
 * RainbowKit's `getDefaultWallets`: its default wallet list ('Popular': Safe, Rainbow, Base,
 * MetaMask, WalletConnect) and, given the app's name and project id, its connectors.
 * Spread `wallets` to add groups: `connectorsForWallets([...wallets, { groupName: 'Other', wallets: [trustWallet] }], p)`.
 */
export function getDefaultWallets(parameters: ConnectorsForWalletsParameters): { connectors: CreateConnectorFn[]; wallets: WalletList }
/** The default wallet list alone. */
export function getDefaultWallets(): { wallets: WalletList }
export function getDefaultWallets(parameters?: ConnectorsForWalletsParameters): { connectors?: CreateConnectorFn[]; wallets: WalletList } {
  const wallets = defaultWallets()
  return parameters ? { connectors: connectorsForWallets(wallets, parameters), wallets } : { wallets }
}
