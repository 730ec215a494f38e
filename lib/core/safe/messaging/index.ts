export { createSafeMessenger, createRequestId, type SafeMessenger } from './client'
export { parseAllowedOrigins } from './origins'
export { SafeHostError, SafeRequestTimeoutError, type SafeMessagingErrorType } from './errors'
export { SAFE_METHODS, type SafeTransactionDetails } from './types'
