/**
 * Run `fn` once the page has loaded and the browser is idle, or at the latest `timeoutMs`
 * after load: on a busy main thread idle time may never come, and the click will.
 */
export function whenIdle(fn: () => void, timeoutMs = 300): () => void {
  if (typeof window === 'undefined') return () => {}
  let cancel = () => {}
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fn, { timeout: timeoutMs })
      cancel = () => window.cancelIdleCallback(id)
    } else {
      const id = setTimeout(fn, Math.min(timeoutMs, 200))
      cancel = () => clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') schedule()
  else {
    window.addEventListener('load', schedule, { once: true })
    cancel = () => window.removeEventListener('load', schedule)
  }
  return () => cancel()
}
