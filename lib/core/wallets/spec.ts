/**
 * The facts of one of RainbowKit's wallets as the kit keeps them (one folder per wallet
 * beside this file): a wallet descriptor plus how RainbowKit's factory reaches the wallet
 * when it is not found installed. `@porch/kit/wallets` turns each into RainbowKit's
 * `(params) => Wallet` factory (lib/connectors/wallets/factory.ts).
 */
import type { Instructions, WalletDescriptor } from './types'

/**
 * How a wallet is reached besides its extension (found by EIP-6963 `rdns`, or by an
 * `injectedFlags` flag on a legacy `window.ethereum`): `walletConnect` pairs its phone app,
 * `injected` has nothing else (an extension or in-app browser only), `coinbase` is the
 * kit's Coinbase connector, `safe` the kit's Safe App connector.
 */
export type WalletVia = 'walletConnect' | 'injected' | 'coinbase' | 'safe'

/** A RainbowKit wallet's facts: its descriptor, its way in, and its injected flags. */
export interface WalletSpec extends WalletDescriptor {
  /** How the wallet is reached when no extension of it is in the page. */
  via: WalletVia
  /** `window.ethereum` flags that mean this wallet injected it (RainbowKit's `flag`), for extensions that do not announce EIP-6963. */
  injectedFlags?: readonly string[]
  /** Listed only on this platform (RainbowKit's `hidden`): an iOS-only or Safari-only extension. */
  onlyOn?: 'ios' | 'safari'
}

/** The phone-app guide most wallets share: open the app, create a wallet, scan. */
export function qrSteps(learnMoreUrl: string): Instructions {
  return {
    learnMoreUrl,
    steps: [
      { step: 'install', titleKey: 'openAppTitle', descriptionKey: 'openAppText' },
      { step: 'create', titleKey: 'createTitle', descriptionKey: 'createText' },
      { step: 'scan', titleKey: 'scanTitle', descriptionKey: 'scanText' },
    ],
  }
}

/** The extension guide most wallets share: install it, create a wallet, refresh the page. */
export function extensionSteps(learnMoreUrl: string): Instructions {
  return {
    learnMoreUrl,
    steps: [
      { step: 'install', titleKey: 'installExtensionTitle', descriptionKey: 'installExtensionText' },
      { step: 'create', titleKey: 'createTitle', descriptionKey: 'createText' },
      { step: 'refresh', titleKey: 'refreshTitle', descriptionKey: 'refreshText' },
    ],
  }
}

/**
 * The desktop-app guide (Ledger Live, Bloom): open the app, create a wallet; CONNECT then
 * opens the app with the pairing. Catalogue keys the phone guide shares, so it follows the
 * kit's 21 locales without new strings.
 */
export function desktopSteps(learnMoreUrl: string): Instructions {
  return {
    learnMoreUrl,
    steps: [
      { step: 'install', titleKey: 'openAppTitle', descriptionKey: 'openAppText' },
      { step: 'create', titleKey: 'createTitle', descriptionKey: 'createText' },
    ],
  }
}
