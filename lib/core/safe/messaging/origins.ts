/** Where Safe{Wallet} is served from. */
export const DEFAULT_SAFE_ORIGINS: readonly string[] = ['https://app.safe.global', 'https://app.safe.eth.limo']

/**
 * Parses a comma-separated list of exact origins (`scheme://host[:port]`). Anything that is
 * not exactly an origin (a path, a wildcard, a regular expression) is refused with a plain
 * message: an allow-list of patterns is how `app-safe.global` slips through a regex meant
 * for `app.safe.global`. Empty or missing input gives the defaults.
 */
export function parseAllowedOrigins(text: string | undefined): readonly string[] {
  if (text === undefined || text.trim() === '') return DEFAULT_SAFE_ORIGINS
  const list = text.split(',').map((s) => s.trim()).filter((s) => s !== '')
  for (const entry of list) {
    if (!isExactOrigin(entry)) {
      throw new Error(`VITE_SAFE_ALLOWED_ORIGINS must list exact origins like https://app.safe.global, got "${entry}".`)
    }
  }
  return [...new Set(list)]
}

export function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value && /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)
  } catch {
    return false
  }
}
