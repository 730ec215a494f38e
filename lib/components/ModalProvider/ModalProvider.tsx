import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react'
import { useConfig } from '../../react/context'
import { resolveTheme, themeClass, themeStyle, type ThemeOptions } from '../../theme/theme'
import { DialogThemeContext, type DialogTheme } from '../../ui/Dialog/themeContext'
import { createModalMachine } from '../../core/modals/machine'
import { AppInfoContext, DEFAULT_APP_INFO, type AppInfo } from './appInfo'
import { ModalContext, ModalLoaderContext } from './hooks'
import { ModalHost } from './ModalHost'
import { whenIdle } from '../../core/idle'
import { createModalLoader } from './modalLoader'
import { useThemeOverrides } from './themeOverrides'

/** Props of ModalProvider: theme, accent colour, modal size and the app's copy. */
export interface ModalProviderProps {
  /** The part of the app that uses ConnectButton, WalletButton or the modal hooks. */
  children: ReactNode
  /** Theme options object (not a function). Default: follows the system light/dark setting. */
  theme?: ThemeOptions
  /** Shortcut for `theme.accentColor`. */
  accentColor?: string
  /** Always use the narrow connect modal (it is narrow below 768 px anyway). */
  modalSize?: 'wide' | 'compact'
  /** The app's own copy in the modals (wallet intro, "Learn More" link, disclaimer); neutral defaults. */
  appInfo?: AppInfo
}

/**
 * Owns the modal state machine for one kit config and renders the modals (loaded on demand).
 * Must sit inside PorchProvider; `ConnectButton` and the modal hooks work below it.
 *
 * @example
 * ```tsx
 * <PorchProvider config={config}>
 *   <ModalProvider theme={{ mode: 'dark' }} appInfo={{ learnMoreUrl: 'https://example.com/wallets' }}>
 *     <ConnectButton />
 *   </ModalProvider>
 * </PorchProvider>
 * ```
 */
export function ModalProvider({ children, theme, accentColor, modalSize = 'wide', appInfo }: ModalProviderProps) {
  const config = useConfig()
  const [machine] = useState(() => createModalMachine(config))
  useEffect(() => machine.start(), [machine])
  const [loader] = useState(createModalLoader)
  // The modal the button opens next is fetched once the page is idle, so the first click
  // renders it at once (its code stays out of the first load).
  useEffect(
    () => whenIdle(() => void loader.preload(machine.canOpen('connect') ? 'connect' : 'account').catch(() => {})),
    [loader, machine],
  )

  // A theme layer above (RainbowKit's theme objects) may set more of the contract's values.
  const overrides = useThemeOverrides()
  const base = useMemo<DialogTheme>(() => {
    const resolved = resolveTheme(theme) // throws a clear error for a theme function
    const options = accentColor === undefined ? resolved : { ...resolved, accentColor }
    return { className: themeClass(resolved.mode), style: themeStyle(options) as CSSProperties }
  }, [theme, accentColor])
  // The modals render in the browser only, where React sets these through the CSSOM. (The
  // layer that sets them puts them on the app's part of the page itself: see themeOverrides.)
  const dialogTheme = useMemo<DialogTheme>(() => (overrides ? { ...base, style: { ...base.style, ...overrides } } : base), [base, overrides])

  const copy = useMemo(() => ({ ...DEFAULT_APP_INFO, ...appInfo }), [appInfo])

  return (
    <AppInfoContext.Provider value={copy}>
      <ModalContext.Provider value={machine}>
        <ModalLoaderContext.Provider value={loader}>
          <DialogThemeContext.Provider value={dialogTheme}>
            {/* display: contents: the theme variables reach the app's ConnectButton without a layout box. */}
            <div className={dialogTheme.className} style={{ ...base.style, display: 'contents' }}>
              {children}
            </div>
            <ModalHost compact={modalSize === 'compact'} />
          </DialogThemeContext.Provider>
        </ModalLoaderContext.Provider>
      </ModalContext.Provider>
    </AppInfoContext.Provider>
  )
}
