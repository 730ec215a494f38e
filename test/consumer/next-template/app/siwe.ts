import { createSiweHandlers, memoryStore, type SiweStore } from '@porch/kit/server'
import { chains } from './chains'

// One store per server process: the Route Handler and the pages are separate bundles, and
// the session verify opens must be the one readSession finds.
const shared = globalThis as typeof globalThis & { porchSiweStore?: SiweStore }
shared.porchSiweStore ??= memoryStore()

/** Sign-In with Ethereum on /api/auth/ (read at run time: the origin is where `next start` listens). */
export const siwe = createSiweHandlers({
  origin: process.env.APP_ORIGIN ?? 'http://127.0.0.1:3000',
  chains: chains.map((c) => ({ id: c.id, rpcUrls: c.rpcUrls.default.http })),
  secret: process.env.SESSION_SECRET ?? 'build-time-placeholder-secret-of-32-characters',
  store: shared.porchSiweStore,
})
