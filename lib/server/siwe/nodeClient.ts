import {
  createPublicClient,
  defineChain,
  fallback,
  http,
  webSocket,
  HttpRequestError,
  RpcRequestError,
  SocketClosedError,
  TimeoutError,
  WebSocketRequestError,
  type Chain,
  type PublicClient,
  type Transport,
} from 'viem'

/** A client whose `failed` flag says whether any request failed for a reason other than the EVM answering. */
export interface TrackedClient {
  client: PublicClient
  readonly failed: boolean
}

export interface NodeSettings {
  chainId: number
  rpcUrls: readonly string[]
  /** Per attempt; a dead node must not hold a sign-in for long. */
  timeoutMs?: number
}

export function nodeChain(s: NodeSettings): Chain {
  const httpUrls = s.rpcUrls.filter((u) => /^https?:/.test(u))
  const wsUrls = s.rpcUrls.filter((u) => /^wss?:/.test(u))
  return defineChain({
    id: s.chainId,
    name: `Chain ${s.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: httpUrls, ...(wsUrls.length > 0 ? { webSocket: wsUrls } : {}) } },
  })
}

function transportFor(s: NodeSettings): Transport {
  const timeout = s.timeoutMs ?? 5_000
  const one = (url: string): Transport => (/^wss?:/.test(url) ? webSocket(url, { timeout, retryCount: 1 }) : http(url, { timeout, retryCount: 1, batch: false }))
  const [first, ...rest] = s.rpcUrls
  if (!first) throw new Error('No node URL is configured.')
  return rest.length === 0 ? one(first) : fallback([one(first), ...rest.map(one)], { retryCount: 0 })
}

/**
 * viem's verifyHash turns every failed eth_call into `false`, a dead node included. This
 * client records transport failures so the caller can answer 503 (retryable) instead of
 * "invalid signature". A JSON-RPC error that reports EVM execution (a revert: the wallet
 * refused the signature) is an answer, not a failure.
 */
export function trackedClient(s: NodeSettings): TrackedClient {
  const state = { failed: false }
  const base = transportFor(s)
  const tracked: Transport = (opts) => {
    const t = base(opts)
    return {
      ...t,
      request: (async (args: Parameters<typeof t.request>[0], options?: Parameters<typeof t.request>[1]) => {
        try {
          return await t.request(args, options)
        } catch (error) {
          if (isWithoutVerdict(error)) state.failed = true
          throw error
        }
      }) as typeof t.request,
    }
  }
  const client = createPublicClient({ chain: nodeChain(s), transport: tracked }) as PublicClient
  return {
    client,
    get failed() {
      return state.failed
    },
  }
}

const EXECUTION = /revert|execution|out of gas|invalid opcode|stack (underflow|overflow)|invalid jump|EVM error/i

/**
 * The signature check got no verdict from the node: the transport failed (HTTP, timeout,
 * socket), or the node answered with an error that is not an EVM execution result. Wider
 * than the transport's isNodeDown (which picks a URL): here a node's JSON-RPC error that is
 * not a revert also leaves the signature unchecked, so the answer is 503, not "invalid".
 */
export function isWithoutVerdict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 10; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof HttpRequestError || e instanceof TimeoutError || e instanceof WebSocketRequestError || e instanceof SocketClosedError) return true
    if (e instanceof RpcRequestError) return !(e.code === 3 || EXECUTION.test(e.details) || EXECUTION.test(e.shortMessage))
  }
  // Anything else that is not a recognisable EVM answer: treat as the node failing.
  const text = error instanceof Error ? `${error.message}` : String(error)
  return !EXECUTION.test(text)
}
