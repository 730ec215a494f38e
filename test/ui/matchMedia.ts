/**
 * A window.matchMedia stand-in (jsdom has none) that evaluates min-/max-width queries
 * against a width the test sets, and prefers-reduced-motion against a flag. Changing the
 * width fires 'change' on every live query whose answer changed, like a real resize.
 * `prefers-color-scheme: dark` matches when `dark` is set (default light).
 */
export function installMatchMedia(win: Window, initial: { width: number; reducedMotion?: boolean; dark?: boolean }) {
  let width = initial.width
  let reducedMotion = initial.reducedMotion ?? false
  const live = new Set<{ query: string; last: boolean; listeners: Set<(e: { matches: boolean }) => void> }>()

  const evaluate = (query: string): boolean =>
    query.split(/\s+and\s+/).every((part) => {
      const max = /max-width:\s*([\d.]+)px/.exec(part)
      if (max) return width <= Number(max[1])
      const min = /min-width:\s*([\d.]+)px/.exec(part)
      if (min) return width >= Number(min[1])
      if (/prefers-reduced-motion:\s*reduce/.test(part)) return reducedMotion
      if (/prefers-color-scheme:\s*dark/.test(part)) return initial.dark ?? false
      if (/prefers-color-scheme/.test(part)) return false
      return true // media types such as 'screen'
    })

  const original = win.matchMedia
  win.matchMedia = ((query: string) => {
    const entry = { query, last: evaluate(query), listeners: new Set<(e: { matches: boolean }) => void>() }
    live.add(entry)
    return {
      media: query,
      get matches() {
        return evaluate(query)
      },
      onchange: null,
      addEventListener: (_t: string, l: (e: { matches: boolean }) => void) => entry.listeners.add(l),
      removeEventListener: (_t: string, l: (e: { matches: boolean }) => void) => entry.listeners.delete(l),
      addListener: (l: (e: { matches: boolean }) => void) => entry.listeners.add(l),
      removeListener: (l: (e: { matches: boolean }) => void) => entry.listeners.delete(l),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList
  }) as typeof win.matchMedia

  const notify = () => {
    for (const e of live) {
      const now = evaluate(e.query)
      if (now !== e.last) {
        e.last = now
        for (const l of [...e.listeners]) l({ matches: now })
      }
    }
  }
  return {
    setWidth(w: number) {
      width = w
      notify()
    },
    setReducedMotion(on: boolean) {
      reducedMotion = on
      notify()
    },
    restore() {
      win.matchMedia = original
    },
  }
}
