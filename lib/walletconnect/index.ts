/**
 * WalletConnect v2 building blocks. Nothing here imports @walletconnect/sign-client
 * statically: only loader.ts does, dynamically. The connector is lib/connectors/walletConnect.ts.
 */
export * from './caip'
export * from './errors'
export { SAMPLE_PROJECT_ID, MissingProjectIdError, checkProjectId } from './projectId'
export { createMemoryKeyValueStorage, type KeyValueStorage } from './memoryStorage'
export { createSessionProvider, WALLET_METHODS, WALLET_EVENTS, DEFAULT_REQUEST_TIMEOUT_MS } from './provider'
export type { SessionProvider, SessionProviderOptions, SessionRequester } from './provider'
export { sessionAccounts, sessionChainIds, isSessionAlive, type SessionLike } from './session'
export { isSignClientRequested } from './loader'
