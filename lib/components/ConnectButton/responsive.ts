import { useSyncExternalStore } from 'react'
import type { ResponsiveValue } from './types'

/** The small-screen layout applies below 768 px. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)'

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
  const mql = window.matchMedia(SMALL_SCREEN_QUERY)
  mql.addEventListener('change', listener)
  return () => mql.removeEventListener('change', listener)
}

function isSmall(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false
  return window.matchMedia(SMALL_SCREEN_QUERY).matches
}

/** True below 768 px; follows resizes. The server render assumes a large screen. */
export function useIsSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmall, () => false)
}

export function isResponsiveObject<T>(value: ResponsiveValue<T>): value is { smallScreen: T; largeScreen: T } {
  return typeof value === 'object' && value !== null && 'smallScreen' in value && 'largeScreen' in value
}

export function resolveResponsive<T>(value: ResponsiveValue<T>, smallScreen: boolean): T {
  if (isResponsiveObject(value)) return smallScreen ? value.smallScreen : value.largeScreen
  return value
}
