import { useState } from 'react'
import * as styles from './ChainIcon.css'

export interface ChainIconProps {
  name: string | undefined
  iconUrl: string | undefined
  iconBackground: string | undefined
  size?: number
}

/**
 * A chain's icon, or a lettered disc when the chain has none (or its image fails).
 * Decorative: the chain name is always next to it or in the button's accessible name.
 */
export function ChainIcon({ name, iconUrl, iconBackground, size = 24 }: ChainIconProps) {
  const [failed, setFailed] = useState(false)
  const style = { width: size, height: size, ...(iconBackground ? { background: iconBackground } : {}) }
  if (iconUrl && !failed) {
    return <img className={styles.icon} src={iconUrl} alt="" aria-hidden="true" style={style} onError={() => setFailed(true)} />
  }
  const letter = (name ?? '?').trim().charAt(0).toUpperCase() || '?'
  return (
    <span className={styles.fallback} aria-hidden="true" style={{ ...style, fontSize: Math.round(size * 0.5) }}>
      {letter}
    </span>
  )
}
