export { createEnsResolver } from './resolver'
export type { EnsResolver, EnsResolverOptions } from './types'
export { ENS_CACHE_TTL_MS, ENS_CACHE_KEY } from './cache'
export { sanitizeAvatarUrl, sanitizeName } from './sanitize'
