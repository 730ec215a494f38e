/**
 * An EIP-1193 provider over a WalletConnect session: signing and wallet methods travel to the
 * wallet through the relay, account/chain queries are answered from the session, and every
 * other read goes straight to the chain's own RPC (wallets answer reads slowly or not at all).
 */
import type { Address, Chain, EIP1193Provider } from 'viem'
import { ConnectorNotConnectedError, WalletError } from '../../core/errors'
import { RequestTimeoutError, switchChainFailed } from '../../core/callErrors'
import { toEip155Chain } from './caip'
import { toWalletConnectError } from './errors'
import { rpcFor } from '../../core/transport/rpcFor'
import type { RpcRequest } from '../../core/transport/types'
import { sessionAccounts, sessionChainIds, type SessionLike } from './session'
import { withDeadline } from '../../core/deadline'

/** Methods the wallet must sign or decide; requested in the session proposal. */
export const WALLET_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
] as const

export const WALLET_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** A session request may stay unanswered for 5 minutes by default. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5 * 60_000

/** The sign-client calls the provider needs (a subset of SignClient, so tests can read it). */
export interface SessionRequester {
  request<T>(params: { topic: string; chainId: string; request: { method: string; params?: unknown } }): Promise<T>
}

export interface SessionProviderOptions {
  client: SessionRequester
  getSession(): SessionLike | undefined
  chains: readonly Chain[]
  getChainId(): number
  /** Make `chainId` the active chain (the connector emits the change). */
  setChainId(chainId: number): void
  requestTimeoutMs?: number
}

type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'
type AnyListener = (...args: never[]) => void

export interface SessionProvider {
  readonly provider: EIP1193Provider
  /** Deliver an EIP-1193 event to the app's listeners. */
  emit(event: ProviderEvent, payload: unknown): void
}

const WALLET_METHOD_SET = new Set<string>(WALLET_METHODS)

export function createSessionProvider(opts: SessionProviderOptions): SessionProvider {
  const timeoutMs = opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  const listeners = new Map<string, Set<AnyListener>>()

  const requireSession = (): SessionLike => {
    const s = opts.getSession()
    if (!s) throw new ConnectorNotConnectedError()
    return s
  }

  const toWallet = async <T>(method: string, params: unknown): Promise<T> => {
    const session = requireSession()
    try {
      return await withDeadline(
        opts.client.request<T>({
          topic: session.topic,
          chainId: toEip155Chain(opts.getChainId()),
          request: params === undefined ? { method } : { method, params },
        }),
        { ms: timeoutMs, onLate: () => Promise.reject(new RequestTimeoutError('The WalletConnect request', timeoutMs)) },
      )
    } catch (e) {
      throw toWalletConnectError(e)
    }
  }

  const switchChain = async (params: unknown): Promise<null> => {
    const target = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined
    const chainId = typeof target === 'string' ? Number.parseInt(target, 16) : Number.NaN
    if (!Number.isSafeInteger(chainId) || chainId <= 0) {
      throw new WalletError('wallet_switchEthereumChain needs [{ chainId: "0x…" }].', { code: -32602 })
    }
    // The session already grants this chain: switching is local, the wallet needs no prompt.
    if (!sessionChainIds(requireSession()).includes(chainId)) {
      await toWallet('wallet_switchEthereumChain', params)
      // The wallet must widen the session (session_update) before we can use the chain.
      if (!sessionChainIds(requireSession()).includes(chainId)) {
        throw switchChainFailed('The wallet did not add this chain to the WalletConnect session.')
      }
    }
    opts.setChainId(chainId)
    return null
  }

  const rpcs = new Map<string, RpcRequest>()
  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts': {
        const s = opts.getSession()
        return s ? sessionAccounts(s, opts.getChainId()) : ([] as Address[])
      }
      case 'eth_chainId':
        return `0x${opts.getChainId().toString(16)}`
      case 'wallet_switchEthereumChain':
        return switchChain(params)
    }
    if (WALLET_METHOD_SET.has(method)) return toWallet(method, params)
    const chain = opts.chains.find((c) => c.id === opts.getChainId())
    const url = chain?.rpcUrls.default.http[0]
    if (!url) throw new WalletError(`No RPC URL is configured for chain ${opts.getChainId()}.`)
    let rpc = rpcs.get(url)
    if (!rpc) rpcs.set(url, (rpc = rpcFor(url, { chain })))
    return rpc(method, Array.isArray(params) ? params : params === undefined ? [] : [params])
  }

  const provider = {
    request,
    on(event: string, listener: AnyListener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: AnyListener) {
      listeners.get(event)?.delete(listener)
    },
  }

  return {
    // viem's type lists every method's exact schema; ours is the generic EIP-1193 shape.
    provider: provider as unknown as EIP1193Provider,
    emit(event, payload) {
      for (const l of [...(listeners.get(event) ?? [])]) (l as (p: unknown) => void)(payload)
    },
  }
}
