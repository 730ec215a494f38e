import { createContext, useContext, type CSSProperties } from 'react'
import { autoThemeClass } from '../../theme/theme.css'

/** Theme of the portal root: a palette class plus inline overrides (accent, radii). */
export interface DialogTheme {
  className: string
  style: CSSProperties
}

export const DialogThemeContext = createContext<DialogTheme>({ className: autoThemeClass, style: {} })

export function useDialogTheme(): DialogTheme {
  return useContext(DialogThemeContext)
}
