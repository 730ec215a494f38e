import { chainEndpoints } from './endpoints/chains'
import { transactionEndpoints } from './endpoints/transactions'
import type { SafeTransactionDetails } from '../messaging/types'
import { createServiceHttp, type SafeServiceClientOptions } from './request'

/** A client of the Safe wallet-service REST API (made by createSafeServiceClient). */
export interface SafeServiceClient {
  /** The service root every call goes to (trailing `/` removed). */
  readonly baseUrl: string
  /**
   * One transaction by its service id or its safeTxHash: status, confirmations so far and,
   * once executed, `txHash`. Cheap enough to poll; pass `signal` to stop a poll in flight.
   */
  getTransactionDetails(chainId: number | string, transactionId: string, options?: { signal?: AbortSignal }): Promise<SafeTransactionDetails>
  /** Whether the service serves this chain: false only on a 404; other failures reject. */
  isChainServed(chainId: number | string, options?: { signal?: AbortSignal }): Promise<boolean>
}

/**
 * A client for the Safe client gateway's REST API. Each call builds its own URL from the
 * base address; nothing is shared between clients, so two clients may point at two services.
 * Every function rejects with SafeServiceError (or the caller's abort reason).
 */
export function createSafeServiceClient(options: SafeServiceClientOptions = {}): SafeServiceClient {
  const http = createServiceHttp(options)
  return {
    baseUrl: http.baseUrl,
    ...transactionEndpoints(http),
    ...chainEndpoints(http),
  }
}
