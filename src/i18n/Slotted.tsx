import type { ReactNode } from 'react'

/** Stands for the node in the translated sentence: a character no translation contains. */
const SLOT = '\u0000'

/**
 * A translated sentence with an element where its placeholder was (`text` receives the
 * placeholder's stand-in), so an address or a name keeps its own element (<bdi>, number
 * style) wherever the locale puts it in the sentence.
 */
export function Slotted({ text, children }: { text: (slot: string) => string; children: ReactNode }) {
  const [before = '', after = ''] = text(SLOT).split(SLOT)
  return (
    <>
      {before}
      {children}
      {after}
    </>
  )
}
