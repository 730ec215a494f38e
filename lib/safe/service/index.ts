export { createSafeServiceClient, type SafeServiceClient } from './client'
export { SafeServiceError, isSafeServiceError, type SafeServiceErrorType } from './errors'
export { multisigProgress, type MultisigProgress } from './progress'
export { fillPath, stringifyQuery, type PathParams, type PathParamNames } from './query'
export {
  DEFAULT_SAFE_SERVICE_TIMEOUT_MS,
  DEFAULT_SAFE_SERVICE_URL,
  type CallOptions,
  type FetchFn,
  type SafeServiceClientOptions,
} from './request'
export type { PageOptions } from './endpoints/safes'
export * from './types'
