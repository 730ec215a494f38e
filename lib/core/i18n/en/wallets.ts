/**
 * The built-in wallets' set-up guides and the default "What is a Wallet?" copy. A step's
 * title and description are two keys here; `{wallet}` is the wallet's name, so steps that
 * read alike across wallets share one key.
 */
import type { WalletMessageKey } from '../../wallets/types'

export const wallets = {
  walletIntro: 'Wallets are used to send, receive, store and show digital assets.',
  mobileWalletIntro: 'A safe place to keep, send and receive digital assets. It is also how you log in to apps like this one.',
  openAppTitle: 'Open the {wallet} app',
  openAppText: 'Put {wallet} on your home screen for quick access.',
  createTitle: 'Create or import a wallet',
  createText: 'Back up your wallet with a secure method. Never share your secret phrase.',
  scanTitle: 'Tap the scan button',
  scanText: 'After you scan, a prompt appears asking you to connect your wallet.',
  installExtensionTitle: 'Install the {wallet} extension',
  installExtensionText: 'Pin {wallet} to your toolbar for quick access.',
  refreshTitle: 'Refresh your browser',
  refreshText: 'Once the wallet is set up, refresh this page to load the extension.',
  rainbowCreateText: 'Create a new wallet or import an existing one.',
  coinbaseWalletCreateText: 'You can back up your wallet with the cloud backup feature.',
  braveWalletInstallTitle: 'Install the Brave browser',
  braveWalletInstallText: 'Brave Wallet is built into Brave: nothing else to add.',
  braveWalletCreateTitle: 'Set up Brave Wallet',
  braveWalletCreateText: 'Open the wallet from the Brave menu, then create or import a wallet.',
  braveWalletRefreshTitle: 'Open this site in Brave',
  braveWalletRefreshText: 'Come back to this page in Brave and choose Brave Wallet.',
  safeCreateTitle: 'Open Safe{Wallet}',
  safeCreateText: 'Sign in at app.safe.global and open the Safe account you want to use.',
  safeInstallTitle: 'Add this site as an app',
  safeInstallText: 'In Apps, choose “My custom apps”, add this site’s address and confirm.',
  safeRefreshTitle: 'Open it from Safe',
  safeRefreshText: 'Open the app from the list. It connects to your Safe on its own, no pop-up needed.',
  walletConnectInstallTitle: 'Open your wallet app',
  walletConnectInstallText: 'Use any phone wallet that supports WalletConnect.',
  walletConnectScanTitle: 'Scan the QR code',
  browserWalletInstallTitle: 'Pick a wallet extension',
  browserWalletInstallText: 'Choose a wallet that works in your browser and add it from your browser’s extension store.',
  browserWalletCreateText: 'Keep your secret recovery phrase somewhere safe. Never share it with anyone.',
  browserWalletRefreshTitle: 'Refresh this page',
  browserWalletRefreshText: 'Once your wallet is set up, refresh this page and choose it here.',
  safeNotReady: 'Safe connects when you open this site from inside Safe{Wallet}: go to Apps, add this site’s address as a custom app and open it there.',
  safeOpenCaps: 'OPEN SAFE{WALLET}',
  browserWalletNotReady: 'No wallet was found in this browser. Install a wallet extension, then refresh this page.',
  browserWalletFindCaps: 'FIND A WALLET',
} as const satisfies Record<WalletMessageKey, string>
