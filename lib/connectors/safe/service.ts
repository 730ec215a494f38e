import type { Hash } from 'viem'
import type { SafeServiceClient } from '../../core/safe/service/client'
import type { SafeTransactionDetails } from '../../core/safe/messaging/types'
import type { SafeMessageState } from './messageWait'

/**
 * The wallet-service answer for a transaction, the fallback when the host does not answer
 * getTxBySafeTxHash. A chain the service does not serve (404 on /v1/chains/{id}) is
 * remembered, and the host's answers are then the only source.
 */
export function serviceTransactionSource(client: Pick<SafeServiceClient, 'isChainServed' | 'getTransactionDetails'>) {
  const served = new Map<number, Promise<boolean>>()
  return async (chainId: number, safeTxHash: Hash): Promise<SafeTransactionDetails> => {
    let known = served.get(chainId)
    if (!known) {
      known = client.isChainServed(chainId)
      served.set(chainId, known)
      known.catch(() => served.delete(chainId)) // a network failure says nothing about the chain
    }
    if (!(await known)) throw new Error(`The Safe wallet-service does not serve chain ${chainId}.`)
    return client.getTransactionDetails(chainId, safeTxHash)
  }
}

/**
 * The wallet-service's view of an off-chain Safe message, for startSafeApp's `serviceMessage`.
 * Undefined when the service does not serve the chain (the host and the node are asked instead).
 */
export function serviceMessageSource(client: Pick<SafeServiceClient, 'isChainServed' | 'getSafeMessage'>) {
  const served = new Map<number, Promise<boolean>>()
  return async (chainId: number, messageHash: Hash, signal?: AbortSignal): Promise<SafeMessageState | undefined> => {
    let known = served.get(chainId)
    if (!known) {
      known = client.isChainServed(chainId, signal ? { signal } : undefined)
      served.set(chainId, known)
      known.catch(() => served.delete(chainId))
    }
    if (!(await known)) return undefined
    return client.getSafeMessage(chainId, messageHash, signal ? { signal } : undefined)
  }
}
