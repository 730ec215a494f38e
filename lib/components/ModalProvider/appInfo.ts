import { createContext, useContext } from 'react'

/**
 * What the modals say about the app and about wallets, so the kit names no app of its own.
 * Every field is optional and has a neutral default.
 */
export interface AppInfo {
  /** The "Learn More" link under "What is a Wallet?". Default: ethereum.org's page on wallets. */
  learnMoreUrl?: string
  /** The sentence under "A home for your digital assets" in the wide Connect modal. */
  walletIntro?: string
  /** The sentence under "What is a Wallet?" on phones. */
  mobileWalletIntro?: string
}

export const DEFAULT_APP_INFO: Required<AppInfo> = {
  learnMoreUrl: 'https://ethereum.org/en/wallets/',
  walletIntro: 'Wallets are used to send, receive, store and show digital assets.',
  mobileWalletIntro: 'A safe place to keep, send and receive digital assets. It is also how you log in to apps like this one.',
}

export const AppInfoContext = createContext<Required<AppInfo>>(DEFAULT_APP_INFO)

/** The app's copy with the defaults filled in. */
export function useAppInfo(): Required<AppInfo> {
  return useContext(AppInfoContext)
}
