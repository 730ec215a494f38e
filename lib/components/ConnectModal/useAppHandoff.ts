import { useCallback, useEffect, useState } from 'react'

/**
 * How long a phone page waits, still visible and focused, after handing a pairing link to the
 * system before it decides no wallet app took it. Long enough for the system's own
 * "Open in…?" prompt and a slow app start, short enough that the user is not left waiting
 * (rainbowkit#2574: a link no app takes is a dead end without a way out).
 */
export const NO_APP_FALLBACK_MS = 3_000

export interface AppHandoff {
  /** No app took the link (or one did and the user came back): offer the other ways to connect. */
  fallback: boolean
  /** The page just handed a link to the system: start watching whether an app takes it. */
  handedOff(): void
  /** A new attempt or another wallet: forget the previous one. */
  reset(): void
}

function present(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus()
}

/**
 * Whether a wallet app took the link the page handed to the system. An app that opens hides
 * the page (`visibilitychange`, `pagehide`) or at least takes the focus (`blur`, e.g. the
 * system's "Open in…?" sheet). The page that stays visible and focused for
 * NO_APP_FALLBACK_MS was not taken over; the page that left and comes back (`focus`,
 * `visibilitychange`, `pageshow` from the back-forward cache) while the modal still waits
 * came back without a session. Either way the fallback shows, at once in the second case.
 */
export function useAppHandoff(): AppHandoff {
  const [fallback, setFallback] = useState(false)
  // A counter, so a second hand-off restarts the watch even while one is running.
  const [handoff, setHandoff] = useState(0)

  useEffect(() => {
    if (handoff === 0 || fallback) return
    let left = !present()
    const away = () => {
      left = true
    }
    const back = () => {
      if (left && present()) setFallback(true)
    }
    const onVisibility = () => (document.visibilityState === 'hidden' ? away() : back())
    const timer = setTimeout(() => {
      if (present()) setFallback(true)
    }, NO_APP_FALLBACK_MS)
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('blur', away)
    window.addEventListener('pagehide', away)
    window.addEventListener('focus', back)
    window.addEventListener('pageshow', back)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('blur', away)
      window.removeEventListener('pagehide', away)
      window.removeEventListener('focus', back)
      window.removeEventListener('pageshow', back)
    }
  }, [handoff, fallback])

  const handedOff = useCallback(() => setHandoff((n) => n + 1), [])
  const reset = useCallback(() => {
    setHandoff(0)
    setFallback(false)
  }, [])
  return { fallback, handedOff, reset }
}
