import { useLayoutEffect, useRef, type ReactNode } from 'react'
import type { ThemeOverrides } from '../../components/ModalProvider/themeOverrides'
import * as styles from './ThemeRoot.css'

/**
 * The app's part of the page under a RainbowKit theme: the theme's custom properties set on
 * this element through the CSSOM before the browser paints (layout effects do not run on the
 * server, so the server HTML carries no style string to block).
 */
export function ThemeRoot({ overrides, children }: { overrides: ThemeOverrides | undefined; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || !overrides) return
    const names = Object.keys(overrides) as Array<keyof ThemeOverrides>
    for (const name of names) el.style.setProperty(name, overrides[name] ?? null)
    return () => {
      for (const name of names) el.style.removeProperty(name)
    }
  }, [overrides])
  return (
    <div ref={ref} className={styles.root}>
      {children}
    </div>
  )
}
