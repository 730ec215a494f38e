import { useEffect, useRef } from 'react'

/**
 * The watcher hooks' engine: runs `start` while `key` is defined and again whenever `key`
 * changes (the key holds every parameter of the watch, by value, so an inline `abi` or
 * `args` object does not restart it), stopping the previous watch first. The watch's
 * callbacks are read through refs by the caller, so a new callback each render does not
 * restart anything (as wagmi's). `start` loads its action on demand: a watch stopped before
 * the load finished (unmount, StrictMode's extra mount, a new key) is stopped as soon as it
 * starts, so no second subscription is ever left behind.
 */
export function useWatch(key: string | undefined, start: () => Promise<() => void>, onError: (error: Error) => void): void {
  const latest = useRef({ start, onError })
  latest.current = { start, onError }
  useEffect(() => {
    if (key === undefined) return
    let live = true
    let stop: (() => void) | undefined
    latest.current.start().then(
      (unwatch) => {
        if (live) stop = unwatch
        else unwatch()
      },
      (error: unknown) => {
        if (live) latest.current.onError(error instanceof Error ? error : new Error(String(error)))
      },
    )
    return () => {
      live = false
      stop?.()
    }
  }, [key])
}
