import { useMemo, type ReactNode } from 'react'
import type { Chain } from 'viem'
import { ModalProvider } from '../components/ModalProvider/ModalProvider'
import { ThemeOverridesContext } from '../components/ModalProvider/themeOverrides'
import { ModalOptionsContext, type ModalOptions } from '../components/ModalProvider/modalOptions'
import type { AppInfo, DisclaimerComponent } from '../components/ModalProvider/appInfo'
import { AvatarComponentContext, type AvatarComponent } from '../ui/Avatar/avatarComponent'
import { LocaleProvider } from '../react/i18n/react'
import { useConfig } from '../react/context'
import { ChainDisplayContext } from '../ui/ChainIcon/chainMeta'
import { useRainbowKitChains } from './chains/useRainbowKitChains'
import { toKitLocale, type Locale } from './locale'
import { useProviderTheme } from './theme/useProviderTheme'
import { ThemeRoot } from './theme/ThemeRoot'
import type { Theme } from './theme/types'

const NO_CATALOGUES: readonly [] = []

/** Props of RainbowKitProvider (RainbowKit 2.2.11's, with its defaults). */
export interface RainbowKitProviderProps {
  /** The chain (object or id, one of the config's) a wallet is asked for when it connects. Default: the wallet's own. */
  initialChain?: Chain | number
  /**
   * RainbowKit scopes its theme's CSS to `[data-rk="id"]`; the kit sets a theme's values on
   * this provider's own elements, so two providers never share them and `id` needs no effect.
   */
  id?: string
  /** The app. */
  children: ReactNode
  /** lightTheme() (the default), darkTheme(), midnightTheme(), a `{ lightMode, darkMode }` pair, or null for the kit's own palette. */
  theme?: Theme | null
  /** The account modal lists the app's recent transactions (`useAddRecentTransaction`). Default false, as RainbowKit's. */
  showRecentTransactions?: boolean
  /** The app's copy: `learnMoreUrl` (the "Learn More" link), `disclaimer` (under the wallet list); `appName` is not shown by the kit's modals. */
  appInfo?: { appName?: string; learnMoreUrl?: string; disclaimer?: DisclaimerComponent }
  /** Particles on clicks of the Connect modal's wallet options. Default false. */
  coolMode?: boolean
  /** The app's avatar, drawn wherever the kit draws an account's avatar. Default: the kit's (ENS image, else a generated face). */
  avatar?: AvatarComponent
  /** 'wide' (default) or 'compact' Connect modal (always compact below 768 px). */
  modalSize?: 'wide' | 'compact'
  /** The modals' language: a RainbowKit tag ('en-US', 'zh-CN', …) or a kit locale. Default: the WagmiProvider's (`locale`, 'en'). */
  locale?: Locale
}

/**
 * RainbowKit's provider over the kit's ModalProvider: the theme's values become the kit's
 * theme contract (set through the CSSOM: no `<style>` element, so a `style-src 'self'`
 * policy holds), `appInfo` and `modalSize` are ModalProvider's, `initialChain`,
 * `showRecentTransactions` and `coolMode` the modals' options, `avatar` replaces the kit's
 * avatar, `locale` picks the kit catalogue of that language, and chains RainbowKit knows get
 * its names and icons. Sits inside WagmiProvider (and QueryClientProvider, if the app keeps
 * it), as RainbowKit's.
 *
 * @example
 * ```tsx
 * <WagmiProvider config={config}>
 *   <RainbowKitProvider theme={darkTheme({ accentColor: '#7b3fe4' })} locale="en-US">
 *     <ConnectButton />
 *   </RainbowKitProvider>
 * </WagmiProvider>
 * ```
 */
export function RainbowKitProvider({
  appInfo,
  avatar,
  children,
  coolMode = false,
  initialChain,
  locale,
  modalSize = 'wide',
  showRecentTransactions = false,
  theme,
}: RainbowKitProviderProps) {
  const { mode, overrides } = useProviderTheme(theme)
  const config = useConfig()
  const display = useRainbowKitChains(config.chains)
  const initialChainId = typeof initialChain === 'object' ? initialChain.id : initialChain
  if (initialChainId !== undefined && !config.chains.some((c) => c.id === initialChainId)) {
    throw new Error(`initialChain ${String(initialChainId)} is not one of the config's chains (${config.chains.map((c) => c.id).join(', ')}).`)
  }
  const options = useMemo<ModalOptions>(() => ({ initialChainId, showRecentTransactions, coolMode }), [initialChainId, showRecentTransactions, coolMode])
  const themeOptions = useMemo(() => ({ mode }), [mode])
  const copy = useMemo<AppInfo | undefined>(
    () => (appInfo ? { ...(appInfo.learnMoreUrl !== undefined && { learnMoreUrl: appInfo.learnMoreUrl }), ...(appInfo.disclaimer && { disclaimer: appInfo.disclaimer }) } : undefined),
    [appInfo],
  )
  const modals = (
    <AvatarComponentContext.Provider value={avatar ?? null}>
      <ChainDisplayContext.Provider value={display}>
        <ThemeOverridesContext.Provider value={overrides}>
          <ModalOptionsContext.Provider value={options}>
            <ModalProvider theme={themeOptions} modalSize={modalSize} appInfo={copy}>
              <ThemeRoot overrides={overrides}>{children}</ThemeRoot>
            </ModalProvider>
          </ModalOptionsContext.Provider>
        </ThemeOverridesContext.Provider>
      </ChainDisplayContext.Provider>
    </AvatarComponentContext.Provider>
  )
  // Without `locale`, the WagmiProvider's language (and the app's own catalogues) stay.
  if (locale === undefined) return modals
  return (
    <LocaleProvider locale={toKitLocale(locale)} catalogues={NO_CATALOGUES}>
      {modals}
    </LocaleProvider>
  )
}
