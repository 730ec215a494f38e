/** Theme values (plain data, no CSS-in-JS): light and dark palettes and shared tokens. */
export interface ThemeValues {
  colors: {
    accent: string
    accentForeground: string
    modalBackground: string
    modalBackdrop: string
    modalBorder: string
    modalText: string
    modalTextSecondary: string
    actionButtonSecondaryBackground: string
    generalBorder: string
    menuItemBackground: string
    closeButton: string
    closeButtonBackground: string
    error: string
    focusRing: string
    qrBackground: string
    qrForeground: string
  }
  radii: { modal: string; menuButton: string; actionButton: string; qr: string }
  fonts: { body: string }
  shadows: { dialog: string }
  sizes: { modalMaxHeight: string; modalMaxHeightCompact: string; modalWidth: string; modalWidthCompact: string }
}


const shared = {
  radii: { modal: '24px', menuButton: '12px', actionButton: '9999px', qr: '20px' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
  // Modal max height: 468 px compact, 504 px otherwise.
  sizes: { modalMaxHeight: '504px', modalMaxHeightCompact: '468px', modalWidth: '720px', modalWidthCompact: '380px' },
} as const

export const lightTheme: ThemeValues = {
  ...shared,
  colors: {
    accent: '#c2410c',
    accentForeground: '#ffffff',
    modalBackground: '#ffffff',
    modalBackdrop: 'rgba(0, 0, 0, 0.4)',
    modalBorder: 'rgba(0, 0, 0, 0.06)',
    modalText: '#1a1b1f',
    modalTextSecondary: '#55575e',
    actionButtonSecondaryBackground: 'rgba(0, 0, 0, 0.06)',
    generalBorder: '#e3e4e8',
    menuItemBackground: 'rgba(60, 66, 66, 0.08)',
    closeButton: '#3c4242',
    closeButtonBackground: 'rgba(0, 0, 0, 0.06)',
    error: '#b3261e',
    focusRing: '#1d4ed8',
    qrBackground: '#ffffff',
    qrForeground: '#000000',
  },
  shadows: { dialog: '0 8px 32px rgba(0, 0, 0, 0.32)' },
}

export const darkTheme: ThemeValues = {
  ...shared,
  colors: {
    accent: '#fb923c',
    accentForeground: '#1a1b1f',
    modalBackground: '#1a1b1f',
    modalBackdrop: 'rgba(0, 0, 0, 0.6)',
    modalBorder: 'rgba(255, 255, 255, 0.08)',
    modalText: '#ffffff',
    modalTextSecondary: '#b4b6bd',
    actionButtonSecondaryBackground: 'rgba(255, 255, 255, 0.1)',
    generalBorder: 'rgba(255, 255, 255, 0.12)',
    menuItemBackground: 'rgba(224, 232, 255, 0.1)',
    closeButton: '#e0e8ff',
    closeButtonBackground: 'rgba(255, 255, 255, 0.1)',
    error: '#ff8a80',
    focusRing: '#93c5fd',
    // QR codes stay dark-on-light in dark mode: many scanners cannot read inverted codes.
    qrBackground: '#ffffff',
    qrForeground: '#000000',
  },
  shadows: { dialog: '0 8px 32px rgba(0, 0, 0, 0.6)' },
}
