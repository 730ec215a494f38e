import { fillPath } from '../query'
import type { CallOptions, ServiceHttp } from '../request'
import type { ChainIdParam } from '../types/common'
import type { TransactionDetails } from '../types/transactions'

/** One Safe transaction's details. */
export function transactionEndpoints(http: ServiceHttp) {
  return {
    /**
     * One transaction by its service id or its safeTxHash: status, confirmations so far and,
     * once executed, `txHash`. Cheap enough to poll; pass `signal` to stop a poll in flight.
     */
    getTransactionDetails: async (
      chainId: ChainIdParam,
      transactionId: string,
      options?: CallOptions,
    ): Promise<TransactionDetails> =>
      http.get(fillPath('/v1/chains/{chainId}/transactions/{transactionId}', { chainId, transactionId }), options),
  }
}
