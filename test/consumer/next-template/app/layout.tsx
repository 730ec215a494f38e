import '@porch/kit/styles.css'
import { themeVars } from '@porch/kit/theme'
import type { ReactNode } from 'react'
import { config } from './config'

export const metadata = { title: `${config.appName} on Porch` }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: themeVars.fonts.body, margin: 0, padding: 16 }}>{children}</body>
    </html>
  )
}
