import { useEffect, useRef, type RefObject } from 'react'
import { createConfetti } from './confetti'

/**
 * Attach "cool mode" to an element: each click bursts `content` particles from the
 * pointer. Does nothing unless `enabled` (off by default) or when reduced motion is preferred.
 */
export function useCoolMode<T extends HTMLElement>(enabled = false, content = '🥭'): RefObject<T | null> {
  const ref = useRef<T>(null)
  useEffect(() => {
    const el = ref.current
    if (!enabled || !el) return
    const confetti = createConfetti({ content, doc: el.ownerDocument })
    const onClick = (e: MouseEvent) => {
      // Keyboard "clicks" have no pointer position: start from the element's centre.
      const rect = el.getBoundingClientRect()
      const x = e.clientX || rect.left + rect.width / 2
      const y = e.clientY || rect.top + rect.height / 2
      confetti.burst(x, y)
    }
    el.addEventListener('click', onClick)
    return () => {
      el.removeEventListener('click', onClick)
      confetti.destroy()
    }
  }, [enabled, content])
  return ref
}
