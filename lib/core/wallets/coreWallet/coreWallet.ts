import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcUri } from '../links'

/** Core (RainbowKit's `coreWallet`): its extension by EIP-6963 rdns `app.core.extension` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const coreWalletSpec: WalletSpec = {
  id: 'core',
  name: 'Core',
  rdns: 'app.core.extension',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#1A1A1C',
  via: 'walletConnect',
  injectedFlags: ['isAvalanche'],
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.avaxwallet',
    ios: 'https://apps.apple.com/us/app/core-wallet/id6443685999',
    mobile: 'https://core.app/?downloadCoreMobile=1',
    qrCode: 'https://core.app/?downloadCoreMobile=1',
    chrome: 'https://chrome.google.com/webstore/detail/core-crypto-wallet-nft-ex/agoakfejjabomempkjlepdflaleeobhb',
    browserExtension: 'https://extension.core.app/',
  },
  mobile: { getUri: wcUri },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://support.avax.network/en/articles/6115608-core-mobile-how-to-add-the-core-mobile-to-my-phone') },
  extension: { instructions: extensionSteps('https://extension.core.app/') },
}
