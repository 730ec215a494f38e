import { useEffect, useRef, type RefObject } from 'react'
import { lazyImport } from '../../core/lazy'
import type { Confetti } from './confetti'

// Cool mode is off by default: its particle code loads with the first click that uses it.
const loadConfetti = lazyImport(() => import('./confetti'))

/**
 * Attach "cool mode" to an element: each click bursts `content` particles from the
 * pointer. Does nothing unless `enabled` (off by default) or when reduced motion is preferred.
 */
export function useCoolMode<T extends HTMLElement>(enabled = false, content = '🥭'): RefObject<T | null> {
  const ref = useRef<T>(null)
  useEffect(() => {
    const el = ref.current
    if (!enabled || !el) return
    let confetti: Confetti | undefined
    let live = true
    const onClick = (e: MouseEvent) => {
      // Keyboard "clicks" have no pointer position: start from the element's centre.
      const rect = el.getBoundingClientRect()
      const x = e.clientX || rect.left + rect.width / 2
      const y = e.clientY || rect.top + rect.height / 2
      loadConfetti().then(
        ({ createConfetti }) => {
          if (!live) return
          confetti ??= createConfetti({ content, doc: el.ownerDocument })
          confetti.burst(x, y)
        },
        () => {}, // no particles this time; the next click fetches the code again
      )
    }
    el.addEventListener('click', onClick)
    return () => {
      live = false
      el.removeEventListener('click', onClick)
      confetti?.destroy()
    }
  }, [enabled, content])
  return ref
}
