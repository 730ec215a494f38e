/**
 * How long a wait may last (`ms`; 0 or less: it is already late), and what it ends with then:
 * `onLate()`'s value, or its rejection (`() => Promise.reject(new MyTimeoutError())`). Without
 * `ms`, or with one over 2^31 - 1 (about 24.8 days, Infinity included), there is no timer.
 */
export type DeadlineOptions<L> = { signal?: AbortSignal } & ({ ms: number; onLate: () => L | PromiseLike<L> } | { ms?: undefined; onLate?: undefined })

const MAX_DELAY = 2 ** 31 - 1

/**
 * `work`'s outcome, unless the deadline (`ms`) passes or `signal` aborts first: then
 * `onLate()`'s, or the signal's reason. The one deadline of the kit and the site (a lint rule
 * forbids a `Promise.race` elsewhere): the timer is cleared and the abort listener removed as
 * soon as the wait ends, whichever way, so nothing keeps a process alive or fires later.
 * `work` itself is not stopped (a promise cannot be); its late rejection is caught here rather
 * than reported as unhandled.
 */
export function withDeadline<T, L = never>(work: PromiseLike<T>, options: DeadlineOptions<L>): Promise<T | L> {
  const { ms, onLate, signal } = options
  return new Promise<T | L>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let done = false
    const end = (settle: () => void) => {
      if (done) return
      done = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      settle()
    }
    const onAbort = () => end(() => reject(signal?.reason))
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })
    // setTimeout fires at once for a delay over 2^31 - 1 ms: no timer then. `then` turns a
    // throwing onLate into a rejection too.
    if (onLate && ms !== undefined && ms <= MAX_DELAY) timer = setTimeout(() => end(() => resolve(Promise.resolve().then(onLate))), ms)
    work.then(
      (value) => end(() => resolve(value)),
      (error: unknown) => end(() => reject(error)),
    )
  })
}
