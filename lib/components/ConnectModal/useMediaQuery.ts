import { useCallback, useSyncExternalStore } from 'react'

/** A CSS media query as React state (false where matchMedia is missing, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {}
      const mql = window.matchMedia(query)
      mql.addEventListener('change', onChange)
      return () => mql.removeEventListener('change', onChange)
    },
    [query],
  )
  const get = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false)
  return useSyncExternalStore(subscribe, get, () => false)
}

function subscribeResize(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => (typeof window === 'undefined' ? 1024 : window.innerWidth),
    () => 1024,
  )
}


/** Compact layout below 768 px. */
export const SMALL_SCREEN_QUERY = '(max-width: 767px)'
/** Phones: narrow, or small with a touch screen. */
export const PHONE_QUERY = '(max-width: 519px), (max-width: 767px) and (pointer: coarse)'
