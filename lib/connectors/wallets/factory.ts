import { isIOS, isSafari } from '../../core/wallets/platform'
import type { CreateConnector, Wallet } from '../../core/wallets/rainbowkit'
import type { WalletSpec } from '../../core/wallets/spec'
import { hasInjectedFlag, injectedByDiscovery } from './injectedFlags'
import type { CreateWalletParameters } from './types'
import { getWalletConnectConnector } from './walletConnectConnector'

/** A factory's parameter: RainbowKit's, each part optional where the wallet does not need it. */
export type WalletFactoryParameters = Partial<CreateWalletParameters>

/** One of RainbowKit's wallet factories (`trustWallet`, `metaMaskWallet`, ...). */
export type WalletFactory = (parameters?: WalletFactoryParameters) => Wallet

const onlyHere = { ios: () => !isIOS(), safari: () => !isSafari() } as const

/**
 * RainbowKit's factory for a wallet's facts: the descriptor as it is, `installed` when a
 * legacy `window.ethereum` carries the wallet's flag (an EIP-6963 announcement is matched by
 * `rdns` once the page runs), and the connector: the injected one it was found as, else
 * the shared WalletConnect connector for wallets that pair, else the injected one the
 * config's discovery brings (extension-only wallets, the Safe App connector that
 * startSafeApp adds).
 */
export function walletFactory(spec: WalletSpec): WalletFactory {
  return (parameters = {}) => {
    const { via, injectedFlags, onlyOn, ...descriptor } = spec
    const flagged = injectedFlags !== undefined && hasInjectedFlag(injectedFlags)
    const pairs = !flagged && (via === 'walletConnect' || via === 'coinbase') && parameters.projectId !== undefined
    const createConnector: CreateConnector = pairs
      ? getWalletConnectConnector({ projectId: parameters.projectId!, walletConnectParameters: parameters.walletConnectParameters ?? parameters.options })
      : () => injectedByDiscovery
    // RainbowKit's rule: known installed, known absent (an extension-only wallet), else unknown.
    const installed = flagged ? true : via === 'injected' && injectedFlags !== undefined ? false : undefined
    return {
      ...descriptor,
      // Found under a flag: the generic injected connector is this wallet. Not found, a
      // wallet with no rdns and no pairing is listed under its own id, never ready, with
      // its download links (RainbowKit's "not installed").
      ...(flagged ? { connectorId: 'injected' } : !descriptor.rdns && !descriptor.connectorId && !descriptor.qrCode ? { connectorId: spec.id } : {}),
      ...(installed !== undefined ? { installed } : {}),
      ...(onlyOn ? { hidden: onlyHere[onlyOn] } : {}),
      createConnector,
    }
  }
}
