import { useEffect, useState, type RefObject } from 'react'

/**
 * How near the viewport a section counts as seen: its reads start while it is still being
 * scrolled towards, so it is rarely on screen before they answer.
 */
const NEAR_VIEWPORT = '400px 0px'

/** True once the element has been on or near the screen (and stays true): lets a section ask the node only when looked at. */
export function useSeenOnce(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const node = ref.current
    // Without IntersectionObserver nothing starts by itself (the section offers Resume).
    if (seen || !node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true)
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [seen, ref])
  return seen
}
