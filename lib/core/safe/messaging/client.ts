import { SafeHostError, SafeNotFramedError, SafeRequestTimeoutError } from './errors'
import { DEFAULT_SAFE_ORIGINS } from './origins'
import type {
  AddressBookItem,
  ChainInfo,
  EnvironmentInfo,
  Permission,
  RpcCallParams,
  SafeBalances,
  SafeInfo,
  SafeMethod,
  SafeMethods,
  SafeRequest,
  SafeResponse,
  SafeTransactionDetails,
  SendTransactionsParams,
  SendTransactionsResponse,
  SignMessageResponse,
} from './types'
import { assertMessage, assertPermissionRequest, assertSafeTxHash, assertTransactions, assertTypedData } from './validate'
import { SafePermissionsError } from './errors'

/**
 * The SDK version we announce in `env.sdkVersion`: hosts gate features on it, and we speak
 * the protocol of this version of the official SDK.
 */
export const SAFE_SDK_VERSION = '9.1.0'

/** Reads answer in well under a second; a host that does not know a method never answers. */
export const DEFAULT_READ_TIMEOUT = 10_000
/** A person reads, checks and signs: minutes. */
export const DEFAULT_INTERACTIVE_TIMEOUT = 10 * 60_000

const INTERACTIVE: ReadonlySet<SafeMethod> = new Set<SafeMethod>([
  'sendTransactions',
  'signMessage',
  'signTypedMessage',
  'wallet_requestPermissions',
  'requestAddressBook',
  'getOffChainSignature',
])

export interface SafeMessengerOptions {
  /** Exact origins whose replies are accepted (default: Safe{Wallet}'s). */
  allowedOrigins?: readonly string[]
  /** The app's window (tests pass their own). */
  window?: Window
  /** ms before a read request gives up (default 10 s). */
  readTimeout?: number
  /** ms before a transaction, signing or permission request gives up (default 10 min). */
  interactiveTimeout?: number
}

export interface RequestOptions {
  timeoutMs?: number
}

type Params<M extends SafeMethod> = SafeMethods[M]['params']
type Result<M extends SafeMethod> = SafeMethods[M]['result']

export interface SafeMessenger {
  /** True inside an iframe; outside one nothing is ever posted. */
  readonly framed: boolean
  request<M extends SafeMethod>(method: M, params: Params<M>, options?: RequestOptions): Promise<Result<M>>
  getSafeInfo(options?: RequestOptions): Promise<SafeInfo>
  getChainInfo(options?: RequestOptions): Promise<ChainInfo>
  getEnvironmentInfo(options?: RequestOptions): Promise<EnvironmentInfo>
  getSafeBalances(params?: { currency?: string }, options?: RequestOptions): Promise<SafeBalances>
  sendTransactions(params: SendTransactionsParams, options?: RequestOptions): Promise<SendTransactionsResponse>
  getTxBySafeTxHash(safeTxHash: string, options?: RequestOptions): Promise<SafeTransactionDetails>
  signMessage(message: string, options?: RequestOptions): Promise<SignMessageResponse>
  signTypedMessage(typedData: unknown, options?: RequestOptions): Promise<SignMessageResponse>
  rpcCall(params: RpcCallParams, options?: RequestOptions): Promise<unknown>
  getOffChainSignature(messageHash: string, options?: RequestOptions): Promise<string>
  requestAddressBook(options?: RequestOptions): Promise<AddressBookItem[]>
  getPermissions(options?: RequestOptions): Promise<Permission[]>
  /** EIP-2255-style permission request; any failure is 'Permissions rejected' (4001). */
  requestPermissions(permissions: unknown, options?: RequestOptions): Promise<Permission[]>
  /** Stop listening; pending requests reject. */
  destroy(): void
}

interface Pending {
  method: string
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
}

/** 10 lowercase hex characters from 5 random bytes. */
export function createRequestId(crypto: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `version` is a semver string whose major is at least 1. */
export function isSupportedVersion(version: unknown): boolean {
  if (typeof version !== 'string') return false
  const major = /^(\d+)(\.|$)/.exec(version)?.[1]
  return major !== undefined && Number(major) >= 1
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * Client for the Safe{Wallet} embedded-app protocol (a page inside Safe's iframe talks to
 * the host with postMessage). Unlike the official SDK it accepts a reply only from the
 * parent window, from an allow-listed origin, for an id it is still waiting for, with a
 * version of at least 1; never posts with '*'; and times every request out.
 */
export function createSafeMessenger(options: SafeMessengerOptions = {}): SafeMessenger {
  const win = options.window ?? (globalThis as unknown as { window?: Window }).window
  const allowed = [...(options.allowedOrigins ?? DEFAULT_SAFE_ORIGINS)]
  const allowedSet = new Set(allowed)
  const readTimeout = options.readTimeout ?? DEFAULT_READ_TIMEOUT
  const interactiveTimeout = options.interactiveTimeout ?? DEFAULT_INTERACTIVE_TIMEOUT
  const framed = win !== undefined && win.parent !== win
  const pending = new Map<string, Pending>()
  /** The host's origin once it has answered (or the referrer said so): later requests go only there. */
  let hostOrigin: string | undefined
  let listening = false

  const targets = (): readonly string[] => {
    if (hostOrigin) return [hostOrigin]
    // The parent's origin, when the browser tells us and it is one we trust.
    const ancestor = win?.location.ancestorOrigins?.[0]
    const referrer = originOf(win?.document.referrer)
    for (const candidate of [ancestor, referrer]) {
      if (candidate && allowedSet.has(candidate)) return [candidate]
    }
    // Unknown: one copy per allowed origin; the browser delivers only the one whose
    // target origin matches the parent, and drops the rest.
    return allowed
  }

  const onMessage = (event: MessageEvent) => {
    if (!win || event.source !== win.parent || !allowedSet.has(event.origin)) return
    const data: unknown = event.data
    if (!isRecord(data) || typeof data.id !== 'string' || typeof data.success !== 'boolean') return
    const entry = pending.get(data.id)
    if (!entry || !isSupportedVersion(data.version)) return
    pending.delete(data.id)
    clearTimeout(entry.timer)
    hostOrigin = event.origin
    const reply = data as SafeResponse
    if (reply.success) entry.resolve(reply.data)
    else entry.reject(new SafeHostError(typeof reply.error === 'string' ? reply.error : 'Safe{Wallet} refused the request.'))
  }

  const listen = () => {
    if (listening || !win) return
    win.addEventListener('message', onMessage)
    listening = true
  }

  const request = <M extends SafeMethod>(method: M, params: Params<M>, opts: RequestOptions = {}): Promise<Result<M>> => {
    if (!framed || !win) return Promise.reject(new SafeNotFramedError())
    listen()
    const id = createRequestId(win.crypto ?? globalThis.crypto)
    const message: SafeRequest<M> = { id, method, env: { sdkVersion: SAFE_SDK_VERSION } }
    if (params !== undefined) message.params = params
    const timeoutMs = opts.timeoutMs ?? (INTERACTIVE.has(method) ? interactiveTimeout : readTimeout)
    return new Promise<Result<M>>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (pending.delete(id)) reject(new SafeRequestTimeoutError(method, timeoutMs))
      }, timeoutMs)
      pending.set(id, { method, resolve: resolve as (v: unknown) => void, reject, timer })
      try {
        for (const origin of targets()) win.parent.postMessage(message, origin)
      } catch (e) {
        pending.delete(id)
        clearTimeout(timer)
        reject(e instanceof Error ? e : new Error(String(e)))
      }
    })
  }

  return {
    framed,
    request,
    getSafeInfo: (o) => request('getSafeInfo', undefined, o),
    getChainInfo: (o) => request('getChainInfo', undefined, o),
    getEnvironmentInfo: (o) => request('getEnvironmentInfo', undefined, o),
    getSafeBalances: (params = {}, o) => request('getSafeBalances', { currency: params.currency ?? 'usd' }, o),
    async sendTransactions(params, o) {
      assertTransactions(params)
      return request('sendTransactions', params, o)
    },
    async getTxBySafeTxHash(safeTxHash, o) {
      assertSafeTxHash(safeTxHash)
      return request('getTxBySafeTxHash', { safeTxHash }, o)
    },
    async signMessage(message, o) {
      assertMessage(message)
      return request('signMessage', { message }, o)
    },
    async signTypedMessage(typedData, o) {
      assertTypedData(typedData)
      return request('signTypedMessage', { typedData }, o)
    },
    rpcCall: (params, o) => request('rpcCall', params, o),
    getOffChainSignature: (messageHash, o) => request('getOffChainSignature', messageHash, o),
    requestAddressBook: (o) => request('requestAddressBook', undefined, o),
    getPermissions: (o) => request('wallet_getPermissions', undefined, o),
    async requestPermissions(permissions, o) {
      assertPermissionRequest(permissions)
      try {
        return await request('wallet_requestPermissions', permissions, o)
      } catch {
        throw new SafePermissionsError('Permissions rejected')
      }
    },
    destroy() {
      if (listening && win) win.removeEventListener('message', onMessage)
      listening = false
      for (const [id, entry] of pending) {
        clearTimeout(entry.timer)
        pending.delete(id)
        entry.reject(new Error(`The ${entry.method} request was cancelled.`))
      }
    },
  }
}
