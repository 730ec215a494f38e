/**
 * What a button shows and matches of each built-in wallet: id, name, icon, and the rdns or
 * connector that is the wallet. WalletButton renders from these (on the server and while
 * hydrating); the full descriptors (install links, guides, deep links) spread them and
 * load with the Connect modal, so a page with a WalletButton does not carry them at first.
 */
import braveIcon from './icons/brave.svg'
import browserIcon from './icons/browser.svg'
import coinbaseIcon from './icons/coinbase.svg'
import metamaskIcon from './icons/metamask.svg'
import rainbowIcon from './icons/rainbow.svg'
import safeIcon from './icons/safe.svg'
import walletconnectIcon from './icons/walletconnect.svg'
import type { WalletDescriptor } from './types'

/** A built-in wallet's face: the descriptor fields a button draws and matches connectors by. */
export type WalletFace = Pick<WalletDescriptor, 'id' | 'name' | 'shortName' | 'iconUrl' | 'iconBackground' | 'iconAccent' | 'rdns' | 'connectorId'>

export const browserWalletFace: WalletFace = {
  id: 'browserWallet',
  name: 'Browser Wallet',
  shortName: 'Browser',
  iconUrl: browserIcon,
  iconBackground: '#ffffff',
  iconAccent: '#555',
  connectorId: 'injected',
}
export const safeFace: WalletFace = { id: 'safe', name: 'Safe', iconUrl: safeIcon, iconBackground: '#12ff80', iconAccent: '#12ff80', connectorId: 'safe' }
export const rainbowFace: WalletFace = { id: 'rainbow', name: 'Rainbow', iconUrl: rainbowIcon, iconBackground: '#0c2f78', iconAccent: '#0c2f78', rdns: 'me.rainbow' }
export const coinbaseWalletFace: WalletFace = {
  id: 'coinbaseWallet',
  name: 'Coinbase Wallet',
  shortName: 'Coinbase',
  iconUrl: coinbaseIcon,
  iconBackground: '#2c5ff6',
  iconAccent: '#2c5ff6',
  rdns: 'com.coinbase.wallet',
}
export const metaMaskFace: WalletFace = { id: 'metaMask', name: 'MetaMask', iconUrl: metamaskIcon, iconBackground: '#ffffff', iconAccent: '#f6851a', rdns: 'io.metamask' }
export const walletConnectFace: WalletFace = {
  id: 'walletConnect',
  name: 'WalletConnect',
  iconUrl: walletconnectIcon,
  iconBackground: '#3b99fc',
  iconAccent: '#3b99fc',
  connectorId: 'walletConnect',
}
export const braveWalletFace: WalletFace = {
  id: 'braveWallet',
  name: 'Brave Wallet',
  shortName: 'Brave',
  iconUrl: braveIcon,
  iconBackground: '#ffffff',
  iconAccent: '#fb542b',
  rdns: 'com.brave.wallet',
}

/** The built-in wallets' faces, in the order of the default 'Popular' group (popular.ts). */
export const builtInFaces: readonly WalletFace[] = [browserWalletFace, safeFace, rainbowFace, coinbaseWalletFace, metaMaskFace, walletConnectFace, braveWalletFace]
