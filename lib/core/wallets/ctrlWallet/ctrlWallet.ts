import { extensionSteps, type WalletSpec } from '../spec'

/** CTRL Wallet (RainbowKit's `ctrlWallet`): its extension by EIP-6963 rdns `xyz.ctrl`, else nothing else (an extension or in-app browser only). */
export const ctrlWalletSpec: WalletSpec = {
  id: 'ctrl',
  name: 'CTRL Wallet',
  rdns: 'xyz.ctrl',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'injected',
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/ctrl-wallet/hmeobnfnfcmdkdcmlblgagmfpfboieaf',
    browserExtension: 'https://ctrl.xyz',
  },
  extension: { instructions: extensionSteps('https://ctrl.xyz') },
}
