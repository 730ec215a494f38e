import { BaseError } from 'viem'
import { validateWalletGroups } from '../../core/wallets/validate'
import type { CreateConnectorFn } from '../../core/types'
import type { WalletListCarrier } from '../../core/wallets/rainbowkit'
import type { WalletDescriptor, WalletGroup } from '../../core/wallets/types'
import { injectedByDiscovery } from '../../connectors/wallets/injectedFlags'
import type { RainbowKitWalletConnectParameters, WalletList } from '../../connectors/wallets/types'
import { sharedWalletConnect } from '../../connectors/wallets/walletConnectConnector'

/** The second parameter of connectorsForWallets (RainbowKit's `ConnectorsForWalletsParameters`). */
export interface ConnectorsForWalletsParameters {
  /** The WalletConnect Cloud project id. */
  projectId: string
  /** The app's name, shown in wallet prompts. */
  appName: string
  /** One sentence about the app for wallet prompts (default: its name). */
  appDescription?: string
  /** The app's https origin for wallet prompts (default: this page's origin). */
  appUrl?: string
  /** The app's icon URL for wallet prompts. */
  appIcon?: string
  /** Options of the WalletConnect connector the pairing wallets share. */
  walletConnectParameters?: RainbowKitWalletConnectParameters
}

/** connectorsForWallets was given something that is not a wallet list. */
export class InvalidWalletListError extends BaseError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'InvalidWalletListError'
  constructor(message: string) {
    super(message)
    this.message = message
  }
}

function checkList(walletList: WalletList): void {
  if (!Array.isArray(walletList) || walletList.length === 0) throw new InvalidWalletListError('connectorsForWallets needs a wallet list: [{ groupName, wallets: [metaMaskWallet, ...] }].')
  for (const group of walletList) {
    if (typeof group?.groupName !== 'string' || !group.groupName.trim()) throw new InvalidWalletListError('Every group of the wallet list needs a groupName.')
    if (!Array.isArray(group.wallets) || group.wallets.some((w) => typeof w !== 'function')) {
      throw new InvalidWalletListError(`Wallet group "${group.groupName}" must list wallet factories (metaMaskWallet, not metaMaskWallet()).`)
    }
  }
}

/**
 * RainbowKit's `connectorsForWallets`: the connectors for `createConfig({ connectors })`
 * that make the Connect modal list exactly these wallets, in these groups and this order.
 * Unlike RainbowKit, wallets share connectors: one WalletConnect connector for every wallet
 * that pairs, and installed extensions come from the config's EIP-6963 discovery, matched to
 * their wallet by `rdns`. The list rides on the connectors to the modal.
 * @example createConfig({ chains, connectors: connectorsForWallets([{ groupName: 'Recommended', wallets: [metaMaskWallet, trustWallet] }], { appName, projectId }) })
 * @throws {InvalidWalletListError} when the list is not groups of wallet factories
 * @throws {InvalidWalletError} when a wallet breaks the kit's wallet rules (naming the wallet and the field)
 */
export function connectorsForWallets(walletList: WalletList, { projectId, walletConnectParameters, appName, appDescription, appUrl, appIcon }: ConnectorsForWalletsParameters): CreateConnectorFn[] {
  checkList(walletList)
  const metadata = walletConnectParameters?.metadata ?? {
    name: appName,
    description: appDescription ?? appName,
    url: appUrl ?? (typeof window === 'undefined' ? '' : window.location.origin),
    icons: appIcon ? [appIcon] : [],
  }
  const wcParameters: RainbowKitWalletConnectParameters = { ...walletConnectParameters, metadata }
  const groups: WalletGroup[] = []
  const fns: CreateConnectorFn[] = []
  walletList.forEach(({ groupName, wallets }, groupIndex) => {
    const listed: WalletDescriptor[] = []
    wallets.forEach((createWallet, index) => {
      const wallet = createWallet({ projectId, appName, ...(appIcon ? { appIcon } : {}), options: wcParameters, walletConnectParameters: wcParameters })
      if (wallet.hidden?.()) return
      const { createConnector, hidden: _hidden, ...descriptor } = wallet
      const fn = createConnector({ rkDetails: { ...descriptor, index, groupIndex, groupName, isRainbowKitConnector: true } })
      listed.push(descriptor)
      if (fn === injectedByDiscovery) return
      // An app's own wallet that names no rdns or connector is the connector it makes (its
      // id until the config makes it).
      const own = descriptor.rdns === undefined && descriptor.connectorId === undefined && descriptor.qrCode === undefined
      if (own) descriptor.connectorId = descriptor.id
      fns.push(
        own
          ? (ctx) => {
              const connector = fn(ctx)
              descriptor.connectorId = connector.id
              return connector
            }
          : fn,
      )
    })
    if (listed.length > 0) groups.push({ groupName, wallets: listed })
  })
  // A bad wallet (an app's own) is named with its field now, not when the modal opens.
  validateWalletGroups(groups)
  // The list needs a connector to ride on: the WalletConnect one, when no wallet made another.
  const unique = [...new Set(fns)]
  if (unique.length === 0) unique.push(sharedWalletConnect(projectId, wcParameters))
  const carrier: WalletListCarrier = { walletGroups: groups }
  return unique.map((fn) => (ctx) => Object.assign(fn(ctx), carrier))
}
