import { accountEndpoints } from './endpoints/accounts'
import { chainEndpoints } from './endpoints/chains'
import { messageEndpoints } from './endpoints/messages'
import { safeEndpoints } from './endpoints/safes'
import { transactionEndpoints } from './endpoints/transactions'
import { createServiceHttp, type SafeServiceClientOptions } from './request'


/**
 * A client for the Safe client gateway's REST API. Each call builds its own URL from the
 * base address; nothing is shared between clients, so two clients may point at two services.
 * Every function rejects with SafeServiceError (or the caller's abort reason).
 */
export function createSafeServiceClient(options: SafeServiceClientOptions = {}) {
  const http = createServiceHttp(options)
  return {
    baseUrl: http.baseUrl,
    ...safeEndpoints(http),
    ...transactionEndpoints(http),
    ...chainEndpoints(http),
    ...messageEndpoints(http),
    ...accountEndpoints(http),
  }
}

/** A client of the Safe wallet-service REST API (made by createSafeServiceClient). */
export type SafeServiceClient = ReturnType<typeof createSafeServiceClient>
