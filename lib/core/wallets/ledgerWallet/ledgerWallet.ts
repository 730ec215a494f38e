import { desktopSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink } from '../links'

/** Ledger (RainbowKit's `ledgerWallet`): its phone app through WalletConnect. */
export const ledgerWalletSpec: WalletSpec = {
  id: 'ledger',
  name: 'Ledger',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#000',
  iconAccent: '#000',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.ledger.live',
    ios: 'https://apps.apple.com/us/app/ledger-live-web3-wallet/id1361671700',
    mobile: 'https://www.ledger.com/ledger-live',
    qrCode: 'https://r354.adj.st/?adj_t=t2esmlk',
    windows: 'https://www.ledger.com/ledger-live/download',
    macos: 'https://www.ledger.com/ledger-live/download',
    linux: 'https://www.ledger.com/ledger-live/download',
    desktop: 'https://www.ledger.com/ledger-live',
  },
  mobile: { getUri: wcLink('ledgerlive://wc?uri=', 'notAndroid') },
  desktop: { getUri: wcLink('ledgerlive://wc?uri='), instructions: desktopSteps('https://support.ledger.com/hc/en-us/articles/4404389503889-Getting-started-with-Ledger-Live') },
  qrCode: { getUri: wcLink('ledgerlive://wc?uri='), instructions: qrSteps('https://support.ledger.com/hc/en-us/articles/4404389503889-Getting-started-with-Ledger-Live') },
}
