import { createContext, useContext, type FunctionComponent, type ReactNode } from 'react'

/**
 * The app's legal line under the wallet list (RainbowKit's `appInfo.disclaimer`): a component
 * that draws its words with the kit's `Text` and `Link`, so they take the modal's type and colours.
 */
export type DisclaimerComponent = FunctionComponent<{
  Text: FunctionComponent<{ children: ReactNode }>
  Link: FunctionComponent<{ children: ReactNode; href: string }>
}>

/**
 * What the modals say about the app and about wallets, so the kit names no app of its own.
 * Every field is optional and has a neutral default.
 */
export interface AppInfo {
  /** Drawn under the wallet list of the Connect modal (desktop and phone). Default: none. */
  disclaimer?: DisclaimerComponent
  /** The "Learn More" link under "What is a Wallet?". Default: ethereum.org's page on wallets. */
  learnMoreUrl?: string
  /** The sentence under "A home for your digital assets" in the wide Connect modal. Default: the kit's, translated. */
  walletIntro?: string
  /** The sentence under "What is a Wallet?" on phones. Default: the kit's, translated. */
  mobileWalletIntro?: string
}

/** The app's copy with the link filled in; absent sentences render the kit catalogue's, in the active locale. */
type ResolvedAppInfo = AppInfo & { learnMoreUrl: string }

// The default sentences live in the kit catalogue (`wallets` section), loaded with the modal.
export const DEFAULT_APP_INFO: ResolvedAppInfo = { learnMoreUrl: 'https://ethereum.org/en/wallets/' }

export const AppInfoContext = createContext<ResolvedAppInfo>(DEFAULT_APP_INFO)

/** The app's copy with the link filled in. */
export function useAppInfo(): ResolvedAppInfo {
  return useContext(AppInfoContext)
}
