/**
 * `@porch/kit/server`: Sign-In with Ethereum for the server, as Web-standard
 * Request -> Response handlers (Node, Next.js Route Handlers, any fetch-style runtime), and
 * `handleNode` for node:http (typed structurally). No React, no Node-only globals: Web Crypto
 * and TextEncoder only.
 */
export { createSiweHandlers, MAX_SIGNATURE_CHECKS, type SiweHandler, type SiweHandlers, type SiweRequestContext } from '../server/handlers'
export type { CookieMode } from '../server/http'
export type { SiweNodeRequest, SiweNodeResponse } from '../server/nodeExchange'
export type { RateLimit, SiweChain, SiweCookieOptions, SiweHandlersOptions, SiweLimits, SiweSignIn } from '../server/options'
export { memoryStore, type MemoryStoreOptions } from '../server/memoryStore'
export { redisStore, type RedisCommandClient, type RedisStoreOptions } from '../server/redisStore'
export { StoreFullError, StoreUnavailableError, type RateBucket, type SiweStore, type StoredSession } from '../server/store'
