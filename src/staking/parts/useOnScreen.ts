import { useEffect, useState, type RefObject } from 'react'

/** True once the element has been on screen (and stays true): lets a section ask the node only when looked at. */
export function useSeenOnce(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const node = ref.current
    // Without IntersectionObserver nothing starts by itself (the section offers Resume).
    if (seen || !node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true)
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [seen, ref])
  return seen
}
