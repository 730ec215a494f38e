/** Reading server variables: every bad value fails with a sentence that names the variable. */
export type Env = Record<string, string | undefined>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export const MINUTE = 60_000

export function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`)
  }
  return n
}

/**
 * A duration in milliseconds; values below 100 000 are read as seconds ("600" = 10 minutes,
 * "600000" = 10 minutes), so either unit works. A trailing "s", "m" or "ms" is also accepted.
 */
export function parseDuration(name: string, raw: string): number {
  const match = /^(\d+)\s*(ms|s|m|h)?$/.exec(raw.trim())
  if (!match) throw new ConfigError(`${name} must be a duration such as 600 (seconds), 600000 (ms), 10m or 2h, got "${raw}".`)
  const value = Number(match[1])
  const unit = match[2]
  const ms =
    unit === 'ms' ? value : unit === 's' ? value * 1000 : unit === 'm' ? value * MINUTE : unit === 'h' ? value * 60 * MINUTE : value < 100_000 ? value * 1000 : value
  if (ms < 10_000) throw new ConfigError(`${name} must be at least 10 seconds, got "${raw}".`)
  return ms
}

export function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
}

export function isLoopback(url: URL): boolean {
  const h = url.hostname
  return h === 'localhost' || h === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(h)
}

export function parseOrigin(name: string, raw: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be an origin such as https://mango.example, got "${raw}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must start with http:// or https://, got "${raw}".`)
  if (url.search || url.hash || url.username) throw new ConfigError(`${name} must be a plain origin (no query, fragment or credentials), got "${raw}".`)
  return url
}

export function rpcUrl(name: string, raw: string): string {
  if (!/^(https?|wss?):\/\/[^\s]+$/.test(raw)) throw new ConfigError(`${name} must hold http(s):// or ws(s):// URLs, got "${raw}".`)
  return raw
}

