import type { CreateConnectorFn } from '../../core/types'
import type { WalletList } from '../../connectors/wallets/types'
import { walletFactory } from '../../connectors/wallets/factory'
import { baseSpec } from '../../core/wallets/base/base'
import { metaMaskWalletSpec } from '../../core/wallets/metaMaskWallet/metaMaskWallet'
import { rainbowWalletSpec } from '../../core/wallets/rainbowWallet/rainbowWallet'
import { safeWalletSpec } from '../../core/wallets/safeWallet/safeWallet'
import { walletConnectWalletSpec } from '../../core/wallets/walletConnectWallet/walletConnectWallet'
import { connectorsForWallets, type ConnectorsForWalletsParameters } from './connectorsForWallets'

/** RainbowKit's default list: one 'Popular' group of Safe, Rainbow, Base, MetaMask and WalletConnect. */
function defaultWallets(): WalletList {
  return [{ groupName: 'Popular', wallets: [safeWalletSpec, rainbowWalletSpec, baseSpec, metaMaskWalletSpec, walletConnectWalletSpec].map(walletFactory) }]
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
