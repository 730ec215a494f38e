import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcUri } from '../links'

/** Universal Profiles (RainbowKit's `universalProfilesWallet`): its extension by EIP-6963 rdns `io.universaleverything.universalprofiles`, else its phone app through WalletConnect. */
export const universalProfilesWalletSpec: WalletSpec = {
  id: 'universal-profiles',
  name: 'Universal Profiles',
  rdns: 'io.universaleverything.universalprofiles',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#6e77a9',
  iconAccent: '#6e77a9',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=io.universaleverything.universalprofiles',
    ios: 'https://apps.apple.com/us/app/universalprofiles/id6702018631',
    mobile: 'https://my.universalprofile.cloud',
    qrCode: 'https://my.universalprofile.cloud/apps',
    chrome: 'https://chrome.google.com/webstore/detail/abpickdkkbnbcoepogfhkhennhfhehfn',
    browserExtension: 'https://my.universalprofile.cloud',
  },
  mobile: { getUri: wcUri },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://docs.lukso.tech/') },
  extension: { instructions: extensionSteps('https://docs.lukso.tech/install-up-browser-extension') },
}
