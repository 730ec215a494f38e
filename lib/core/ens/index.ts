export { createEnsResolver } from './resolver'
export type { EnsResolver } from './types'
export { ENS_CACHE_TTL_MS } from './cache'
export { sanitizeAvatarUrl, sanitizeName } from './sanitize'
