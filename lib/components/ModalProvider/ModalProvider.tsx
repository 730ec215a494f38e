import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react'
import { useConfig } from '../../react/context'
import { resolveTheme, themeClass, themeStyle, type ThemeOptions } from '../../../styles/theme'
import { DialogThemeContext, type DialogTheme } from '../../ui/Dialog/themeContext'
import { createModalMachine } from '../../modals/machine'
import { ModalContext } from './hooks'
import { ModalHost } from './ModalHost'

export interface ModalProviderProps {
  children: ReactNode
  /** Theme options object (not a function). Default: follows the system light/dark setting. */
  theme?: ThemeOptions
  /** Shortcut for `theme.accentColor`. */
  accentColor?: string
  /** Always use the narrow connect modal (it is narrow below 768 px anyway). */
  modalSize?: 'wide' | 'compact'
}

/**
 * Owns the modal state machine for one kit config and renders the modals (lazy-loaded).
 * Must sit inside MangoKitProvider.
 */
export function ModalProvider({ children, theme, accentColor, modalSize = 'wide' }: ModalProviderProps) {
  const config = useConfig()
  const [machine] = useState(() => createModalMachine(config))
  useEffect(() => machine.start(), [machine])

  const dialogTheme = useMemo<DialogTheme>(() => {
    const resolved = resolveTheme(theme) // throws a clear error for a theme function
    const options = accentColor === undefined ? resolved : { ...resolved, accentColor }
    return { className: themeClass(resolved.mode), style: themeStyle(options) as CSSProperties }
  }, [theme, accentColor])

  return (
    <ModalContext.Provider value={machine}>
      <DialogThemeContext.Provider value={dialogTheme}>
        {/* display: contents: the theme variables reach the app's ConnectButton without a layout box. */}
        <div className={dialogTheme.className} style={{ ...dialogTheme.style, display: 'contents' }}>
          {children}
        </div>
        <ModalHost compact={modalSize === 'compact'} />
      </DialogThemeContext.Provider>
    </ModalContext.Provider>
  )
}
