import type { ReactNode } from 'react'
import * as css from './Reserve.css'

export interface ReserveProps {
  /** What shows now (nothing: null or ''). */
  children?: ReactNode
  /** Every text this place can show: it is always as large as the largest, so nothing around it moves when it changes. */
  alternatives: readonly string[]
  /** 'inline' in a button (centred), 'block' for a line or paragraph. */
  as?: 'inline' | 'block'
  className?: string
}

/**
 * Text that changes in place (a button's label, a line that comes and goes) inside a box
 * sized for all its alternatives, so that a change never moves what is below or beside it.
 */
export function Reserve({ children, alternatives, as = 'inline', className }: ReserveProps) {
  const box = as === 'inline' ? css.inline : css.block
  return (
    <span className={className ? `${box} ${className}` : box}>
      <span className={css.shown}>{children}</span>
      {alternatives.map((alt) => (
        <span key={alt} className={css.ghost} data-text={alt} aria-hidden="true" />
      ))}
    </span>
  )
}
