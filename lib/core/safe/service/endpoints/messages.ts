import { fillPath } from '../query'
import type { CallOptions, ServiceHttp } from '../request'
import { anyAnswer, messagePage, safeMessageAnswer } from '../shapes'
import type { ChainIdParam } from '../types/common'
import type {
  ConfirmSafeMessageRequest,
  ProposeSafeMessageRequest,
  SafeMessage,
  SafeMessageListPage,
} from '../types/messages'
import type { PageOptions } from './safes'

/** Off-chain Safe messages (EIP-1271 signatures collected by the service). */
export function messageEndpoints(http: ServiceHttp) {
  return {
    getSafeMessages: async (chainId: ChainIdParam, safeAddress: string, options?: PageOptions): Promise<SafeMessageListPage> =>
      http.get(fillPath('/v1/chains/{chainId}/safes/{safe_address}/messages', { chainId, safe_address: safeAddress }), messagePage, options),

    /** Start collecting signatures for a message; `signature` is the proposer's. */
    proposeSafeMessage: async (
      chainId: ChainIdParam,
      safeAddress: string,
      body: ProposeSafeMessageRequest,
      options?: CallOptions,
    ): Promise<void> => {
      await http.post(
        fillPath('/v1/chains/{chainId}/safes/{safe_address}/messages', { chainId, safe_address: safeAddress }),
        body,
        anyAnswer,
        options,
      )
    },

    getSafeMessage: async (chainId: ChainIdParam, messageHash: string, options?: CallOptions): Promise<Omit<SafeMessage, 'type'>> =>
      http.get(fillPath('/v1/chains/{chainId}/messages/{message_hash}', { chainId, message_hash: messageHash }), safeMessageAnswer, options),

    /** Add one owner's signature to a proposed message. */
    confirmSafeMessage: async (
      chainId: ChainIdParam,
      messageHash: string,
      body: ConfirmSafeMessageRequest,
      options?: CallOptions,
    ): Promise<void> => {
      await http.post(
        fillPath('/v1/chains/{chainId}/messages/{message_hash}/signatures', { chainId, message_hash: messageHash }),
        body,
        anyAnswer,
        options,
      )
    },
  }
}
