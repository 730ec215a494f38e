import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Bitget Wallet (RainbowKit's `bitgetWallet`): its extension by EIP-6963 rdns `com.bitget.web3` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const bitgetWalletSpec: WalletSpec = {
  id: 'bitget',
  name: 'Bitget Wallet',
  rdns: 'com.bitget.web3',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  iconAccent: '#f6851a',
  via: 'walletConnect',
  injectedFlags: ['isBitKeep'],
  downloadUrls: {
    android: 'https://web3.bitget.com/en/wallet-download?type=0',
    ios: 'https://apps.apple.com/app/bitkeep/id1395301115',
    mobile: 'https://web3.bitget.com/en/wallet-download?type=2',
    qrCode: 'https://web3.bitget.com/en/wallet-download',
    chrome: 'https://chrome.google.com/webstore/detail/bitkeep-crypto-nft-wallet/jiidiaalihmmhddjgbnbgdfflelocpak',
    browserExtension: 'https://web3.bitget.com/en/wallet-download',
  },
  mobile: { getUri: wcLink('bitkeep://wc?uri=', 'notAndroid') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://web3.bitget.com/en/academy') },
  extension: { instructions: extensionSteps('https://web3.bitget.com/en/academy') },
}
