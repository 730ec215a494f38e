/**
 * Which node URL to use, shared by the batched reader and the viem client of one chain.
 * URLs are kept in the configured order of preference. A URL that failed (down, timed out,
 * answered garbage) is skipped for `rest` ms; after that, background reads try it first
 * again (`probe`), so a preferred node that recovers gets the traffic back, while the
 * user's own requests (simulation, gas, receipts) go on using a URL known to answer.
 */
export interface RpcHealth {
  readonly urls: readonly string[]
  /** URLs to try, best first. Failed URLs come last, as a last resort. */
  order(options?: { probe?: boolean }): string[]
  /** True when `url` failed recently and another URL is worth trying first. */
  shouldSkip(url: string): boolean
  report(url: string, ok: boolean): void
}

export const HEALTH_DEFAULTS = {
  /** How long a failed URL rests before background reads try it again. */
  rest: 10_000,
  /** Per-attempt timeout when another URL is there to try: a node this slow counts as down. */
  failoverTimeout: 4_000,
} as const

export function createRpcHealth(urls: readonly string[], { rest = HEALTH_DEFAULTS.rest, now = () => Date.now() } = {}): RpcHealth {
  const failedAt = new Map<string, number>()
  const isFailed = (url: string, probe: boolean) => {
    const at = failedAt.get(url)
    if (at === undefined) return false
    return !probe || now() - at < rest
  }
  return {
    urls,
    order({ probe = false } = {}) {
      const good = urls.filter((u) => !isFailed(u, probe))
      const bad = urls.filter((u) => isFailed(u, probe))
      return [...good, ...bad]
    },
    shouldSkip(url) {
      return isFailed(url, false) && urls.some((u) => u !== url && !isFailed(u, false))
    },
    report(url, ok) {
      if (ok) failedAt.delete(url)
      else failedAt.set(url, now())
    },
  }
}
