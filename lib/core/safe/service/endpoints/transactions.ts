import { fillPath } from '../query'
import type { CallOptions, ServiceHttp } from '../request'
import { decodedDataAnswer, estimationAnswer, transactionDetailsAnswer, transactionPage } from '../shapes'
import type { DecodedDataResponse } from '../types/chains'
import type { ChainIdParam } from '../types/common'
import type {
  ProposeTransactionRequest,
  SafeTransactionEstimation,
  SafeTransactionEstimationRequest,
  TransactionDetails,
  TransactionListPage,
  TransactionListQuery,
} from '../types/transactions'
import type { PageOptions } from './safes'

/** A Safe's transaction history and queue, one transaction's details, proposing and decoding. */
export function transactionEndpoints(http: ServiceHttp) {
  return {
    /** Executed transactions, newest first. */
    getTransactionHistory: async (
      chainId: ChainIdParam,
      safeAddress: string,
      query?: TransactionListQuery,
      options?: PageOptions,
    ): Promise<TransactionListPage> =>
      http.get(
        fillPath('/v1/chains/{chainId}/safes/{safe_address}/transactions/history', {
          chainId,
          safe_address: safeAddress,
        }),
        transactionPage,
        { ...options, query },
      ),

    /** Transactions waiting for signatures or execution, by nonce. */
    getTransactionQueue: async (
      chainId: ChainIdParam,
      safeAddress: string,
      query?: TransactionListQuery,
      options?: PageOptions,
    ): Promise<TransactionListPage> =>
      http.get(
        fillPath('/v1/chains/{chainId}/safes/{safe_address}/transactions/queued', {
          chainId,
          safe_address: safeAddress,
        }),
        transactionPage,
        { ...options, query },
      ),

    /**
     * One transaction by its service id or its safeTxHash: status, confirmations so far and,
     * once executed, `txHash`. Cheap enough to poll; pass `signal` to stop a poll in flight.
     */
    getTransactionDetails: async (
      chainId: ChainIdParam,
      transactionId: string,
      options?: CallOptions,
    ): Promise<TransactionDetails> =>
      http.get(fillPath('/v1/chains/{chainId}/transactions/{transactionId}', { chainId, transactionId }), transactionDetailsAnswer, options),

    /** safeTxGas and the nonce to use for a new transaction. */
    postSafeGasEstimation: async (
      chainId: ChainIdParam,
      safeAddress: string,
      body: SafeTransactionEstimationRequest,
      options?: CallOptions,
    ): Promise<SafeTransactionEstimation> =>
      http.post(
        fillPath('/v2/chains/{chainId}/safes/{safe_address}/multisig-transactions/estimations', {
          chainId,
          safe_address: safeAddress,
        }),
        body,
        estimationAnswer,
        options,
      ),

    /** Submit a signed Safe transaction for the other owners to confirm. */
    proposeTransaction: async (
      chainId: ChainIdParam,
      safeAddress: string,
      body: ProposeTransactionRequest,
      options?: CallOptions,
    ): Promise<TransactionDetails> =>
      http.post(
        fillPath('/v1/chains/{chainId}/transactions/{safe_address}/propose', { chainId, safe_address: safeAddress }),
        body,
        transactionDetailsAnswer,
        options,
      ),

    /** Decode calldata against the ABIs the service knows (`to` narrows the lookup). */
    getDecodedData: async (
      chainId: ChainIdParam,
      data: string,
      to?: string,
      options?: CallOptions,
    ): Promise<DecodedDataResponse> =>
      http.post(fillPath('/v1/chains/{chainId}/data-decoder', { chainId }), to === undefined ? { data } : { data, to }, decodedDataAnswer, options),
  }
}
