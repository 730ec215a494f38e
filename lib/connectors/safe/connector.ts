import { getAddress, isAddress, type Address, type EIP1193Provider, type Hash } from 'viem'
import type { Connector, CreateConnectorFn, SafeOwners } from '../../core/types'
import { rpcFor } from '../../core/transport/rpcFor'
import type { SafeTransactionDetails } from '../../core/safe/messaging/types'
import { toSafeTxProgress } from '../../core/safe/progress'
import type { SafeDetection } from './detect'
import { SafeChainNotSupportedError } from './errors'
import { SAFE_MESSAGE_PROGRESS } from './messageEvents'
import type { SafeMessageState } from './messageWait'
import { pendingMessageStore } from './pendingMessage'
import { createSafeProvider, type SafeProvider } from './provider'

export const SAFE_CONNECTOR_ID = 'safe'

/** Options of the Safe App connector (part of SafeAppOptions). */
export interface SafeConnectorOptions {
  /**
   * The wallet-service answer for a transaction (GET /v1/chains/{chainId}/transactions/{safeTxHash}),
   * used when the host does not answer getTxBySafeTxHash.
   */
  serviceTransaction?: (chainId: number, safeTxHash: Hash) => Promise<SafeTransactionDetails>
  /**
   * The wallet-service's off-chain message (GET /v1/chains/{chainId}/messages/{message_hash}),
   * undefined when the service does not serve the chain: how a message waiting for more owners is followed.
   * Without it (or where it is not served) the host's getOffChainSignature and the node are asked.
   */
  serviceMessage?: (chainId: number, messageHash: Hash, signal: AbortSignal) => Promise<SafeMessageState | undefined>
  /** ms between two looks at a message waiting for more owners (default 4 s). */
  messagePollMs?: number
}

/**
 * The Safe{Wallet} connector, made once Safe has answered (see detect.ts): the Safe is the
 * one account, on the Safe's chain (no switching). A Safe on a chain the site does not
 * serve is refused with a message naming both chains.
 */
export function safeConnector(detection: SafeDetection, options: SafeConnectorOptions = {}): CreateConnectorFn {
  return (ctx) => {
    const { messenger, info } = detection
    const chain = ctx.chains.find((c) => c.id === info.chainId)
    let provider: SafeProvider | undefined

    const getTransaction = async (safeTxHash: Hash): Promise<SafeTransactionDetails> => {
      try {
        return await messenger.getTxBySafeTxHash(safeTxHash)
      } catch (hostError) {
        if (!options.serviceTransaction) throw hostError
        return options.serviceTransaction(info.chainId, safeTxHash)
      }
    }

    const unsupported = async () => {
      const name = await messenger.getChainInfo({ timeoutMs: 3_000 }).then((c) => c.chainName, () => `chain ${info.chainId}`)
      return new SafeChainNotSupportedError({ id: info.chainId, name }, ctx.chains, ctx.appName)
    }

    const connector: Omit<Connector, 'uid'> = {
      id: SAFE_CONNECTOR_ID,
      name: 'Safe',
      type: 'safe',
      emitter: ctx.emitter,
      async connect() {
        if (!chain) throw await unsupported()
        return { accounts: [info.safeAddress], chainId: info.chainId }
      },
      // The app cannot leave the Safe it is opened in; forgetting the connection is enough.
      async disconnect() {},
      async getAccounts() {
        return [info.safeAddress]
      },
      async getChainId() {
        return info.chainId
      },
      async getProvider() {
        if (!chain) throw await unsupported()
        const url = chain.rpcUrls.default.http[0] ?? chain.rpcUrls.default.webSocket?.[0]
        if (!url) throw new Error(`Chain ${chain.id} has no RPC URL configured.`)
        const { serviceMessage } = options
        provider ??= createSafeProvider({
          messenger,
          safeAddress: info.safeAddress,
          chainId: info.chainId,
          rpc: rpcFor(url, { chain }),
          getTransaction,
          pending: pendingMessageStore(ctx.storage, info.chainId, info.safeAddress),
          onMessageProgress: (data) => ctx.emitter.emit('message', { type: SAFE_MESSAGE_PROGRESS, data }),
          ...(serviceMessage ? { serviceMessage: (hash: Hash, signal: AbortSignal) => serviceMessage(info.chainId, hash, signal) } : {}),
          ...(options.messagePollMs === undefined ? {} : { messagePollMs: options.messagePollMs }),
        })
        return provider as EIP1193Provider
      },
      async isAuthorized() {
        return chain !== undefined
      },
      cancelMessage() {
        provider?.cancelMessage()
      },
      pendingMessage() {
        const kept = provider?.pendingMessage() ?? pendingMessageStore(ctx.storage, info.chainId, info.safeAddress).read()
        return kept ? { message: kept.message } : undefined
      },
      async getOwners() {
        const fresh = await messenger.getSafeInfo({ timeoutMs: 10_000 })
        return parseOwners(fresh.owners, fresh.threshold)
      },
      async getSafeTransaction(safeTxHash) {
        return toSafeTxProgress(await getTransaction(safeTxHash))
      },
    }
    return connector
  }
}

/** The host's owners and threshold, checked: addresses, and 1 <= threshold <= owners. */
function parseOwners(owners: unknown, threshold: unknown): SafeOwners {
  const list = Array.isArray(owners) ? owners : []
  if (list.length === 0 || list.length > 100 || !list.every((o): o is string => typeof o === 'string' && isAddress(o, { strict: false }))) {
    throw new Error("Safe answered with an invalid list of owners.")
  }
  if (typeof threshold !== 'number' || !Number.isInteger(threshold) || threshold < 1 || threshold > list.length) {
    throw new Error("Safe answered with an invalid threshold.")
  }
  return { owners: list.map((o): Address => getAddress(o)), threshold }
}
