import type { Address, Hash, Hex } from 'viem'
import type { gatewayTxDetails } from './gatewayTx'

/** One request the app posted to the host (the Safe Apps SDK envelope). */
export interface SafeHostRequest {
  /** The request id (10 hex characters from the SDK). */
  id: string
  /** The SDK method, e.g. `getSafeInfo`, `sendTransactions`. */
  method: string
  /** Its params as sent. */
  params?: unknown
  /** The SDK's `env` (`sdkVersion`). */
  env?: { sdkVersion?: string }
  /** Whether the envelope had a `params` member at all. */
  hasParams: boolean
}

/** A transaction the app proposed to the Safe, as the host keeps it. */
export interface SafeHostTransaction {
  /** The calls of the proposal, in order. */
  txs: Array<{ to: Address; value: string; data: Hex }>
  /** 1 for a DELEGATECALL (the on-chain message's SignMessageLib call); default 0, or 1 for a MultiSend batch. */
  operation?: 0 | 1
  /** Safe's status: `AWAITING_CONFIRMATIONS`, `AWAITING_EXECUTION`, `SUCCESS`, ... */
  txStatus: string
  /** Owners who confirmed (the first owner confirms when proposing). */
  confirmations: Address[]
  /** The executing transaction's hash, once executed. */
  txHash: Hash | null
  /** The Safe nonce it got. */
  nonce: number
  /** When it was proposed (ms since the epoch). */
  submittedAt: number
  /** When it was executed (ms since the epoch). */
  executedAt?: number
}

/**
 * The host page's state, `window.safeHost` in the host page: what the app asked and what the
 * test changes (read and written through the controller of {@link openSafeHost}).
 */
export interface SafeHostState {
  /** The Safe the app sees (`getSafeInfo`'s answer). */
  safe: { safeAddress: Address; chainId: number; owners: Address[]; threshold: number }
  /** Every request the app posted, in order. */
  requests: SafeHostRequest[]
  /** Proposed transactions by safeTxHash. */
  txs: Record<string, SafeHostTransaction>
  /** Methods left unanswered. */
  drop: string[]
  /** Methods whose request ids are handed to the sibling frame. */
  leak: string[]
  /** Request ids the sibling frame answered in the host's place. */
  forged: string[]
  /** Refuse the next `sendTransactions` (as when the user closes the proposal in Safe). */
  rejectNext: boolean
  /** What the wallet service answered to each proposal (only with `serviceUrl`). */
  proposals: Array<{ hash: string; status: number }>
  /** One owner confirms a transaction; at the threshold it awaits execution. */
  confirm(hash: string, owner: Address): void
  /** Change a transaction's fields (status, hash). */
  setTx(hash: string, patch: Partial<SafeHostTransaction>): void
  /** Post a valid reply envelope to the app for any id. */
  replyAs(id: string, data: unknown): void
}

/** What the host page is told (serializable: it is written into the page). */
export interface SafeHostPageOptions {
  /** The app's URL, framed by the host. */
  appUrl: string
  /** URL of a sibling frame on another origin that receives leaked request ids, if any. */
  siblingUrl?: string
  /** The Safe's address. */
  safe: string
  /** Its owners. */
  owners: string[]
  /** Confirmations needed. */
  threshold: number
  /** Its chain. */
  chainId: number
  /** The chain's name in `getChainInfo`. */
  chainName: string
  /** The node `rpcCall` forwards to (reached from the host page, as Safe{Wallet} reaches its own). */
  rpcUrl: string
  /** A wallet service (or stand-in) each proposal is also posted to, as Safe{Wallet} does. */
  serviceUrl?: string
}

/**
 * The host page's script: a stand-in for the Safe{Wallet} web interface (the host side of the
 * Safe Apps protocol, https://github.com/safe-global/safe-apps-sdk). It frames the app and
 * answers its postMessage requests as Safe does: only requests from that frame and the app's
 * exact origin, replies only to that origin, and methods it does not know are never
 * answered. Its source text is written into the page, so it references nothing outside its
 * own body but `txDetails` ({@link gatewayTxDetails}, written into the page beside it).
 */
export function safeHostPage(o: SafeHostPageOptions, txDetails: typeof gatewayTxDetails): void {
  const appOrigin = new URL(o.appUrl).origin
  const VERSION = '9.1.0'
  const ZERO = '0x0000000000000000000000000000000000000000'
  const NO_REPLY = Symbol('no reply')
  const owners = o.owners as Address[]
  const safe = {
    safeAddress: o.safe as Address,
    chainId: o.chainId,
    owners,
    threshold: o.threshold,
    isReadOnly: false,
    nonce: 0,
    implementation: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
    modules: [],
    fallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
    guard: null,
    version: '1.4.1',
  }
  const randomHash = () => `0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')}` as Hash
  const app = document.createElement('iframe')
  const post = (message: unknown) => app.contentWindow?.postMessage(message, appOrigin)
  const status = (confirmations: number) => (confirmations >= safe.threshold ? 'AWAITING_EXECUTION' : 'AWAITING_CONFIRMATIONS')
  let permissions: Array<{ parentCapability: string; invoker: string; date: number; caveats: [] }> = []

  const host: SafeHostState = {
    safe,
    requests: [],
    txs: {},
    drop: [],
    leak: [],
    forged: [],
    rejectNext: false,
    proposals: [],
    confirm(hash, owner) {
      const t = host.txs[hash]
      if (!t) throw new Error(`No Safe transaction ${hash}`)
      if (!t.confirmations.includes(owner)) t.confirmations.push(owner)
      if (t.txStatus === 'AWAITING_CONFIRMATIONS') t.txStatus = status(t.confirmations.length)
    },
    setTx(hash, patch) {
      Object.assign(host.txs[hash] ?? {}, patch)
    },
    replyAs(id, data) {
      post({ id, success: true, version: VERSION, data })
    },
  }
  ;(window as unknown as { safeHost: SafeHostState }).safeHost = host

  app.id = 'app'
  app.title = 'Safe App'
  app.src = o.appUrl
  app.allow = 'clipboard-write'
  app.style.cssText = 'border:0;width:100%;height:900px;display:block'
  document.body.style.margin = '0'
  document.body.append(app)
  let sibling: HTMLIFrameElement | undefined
  if (o.siblingUrl) {
    sibling = document.createElement('iframe')
    sibling.id = 'sibling'
    sibling.title = 'Another app'
    sibling.src = o.siblingUrl
    sibling.style.cssText = 'border:0;width:100%;height:40px'
    document.body.append(sibling)
  }
  // Safe{Wallet} also sends messages nobody asked for (theme changes): apps must ignore them.
  app.addEventListener('load', () => {
    post({ darkMode: false })
    post({ id: 'ffffffffff', success: true, version: VERSION, data: { unsolicited: true } })
  })

  const details = (hash: string) => {
    const t = host.txs[hash]
    if (!t) throw new Error('No transaction found')
    const safeTx = safeTxOf(t.txs)
    return txDetails({
      safe: safe.safeAddress,
      safeTxHash: hash as Hash,
      to: safeTx.to as Address,
      value: safeTx.value,
      data: safeTx.data as Hex,
      operation: t.operation ?? (safeTx.operation as 0 | 1),
      txStatus: t.txStatus,
      nonce: t.nonce,
      submittedAt: t.submittedAt,
      executedAt: t.executedAt ?? null,
      txHash: t.txHash,
      owners,
      threshold: safe.threshold,
      confirmations: t.confirmations,
      actionCount: t.txs.length,
    })
  }

  // A batch is proposed as Safe{Wallet} does: multiSend(bytes) on MultiSendCallOnly 1.4.1,
  // delegate-called; each call packed as operation, to, value, data length, data.
  const MULTI_SEND_CALL_ONLY = '0x9641d764fc13c8B624c04430C7356C1C7C8102e2'
  const word = (n: string | number) => BigInt(n).toString(16).padStart(64, '0')
  const safeTxOf = (calls: SafeHostTransaction['txs']) => {
    if (calls.length === 1) return { to: calls[0]!.to, value: calls[0]!.value, data: calls[0]!.data, operation: 0 }
    const packed = calls.map((c) => `00${c.to.slice(2).toLowerCase()}${word(c.value)}${word((c.data.length - 2) / 2)}${c.data.slice(2)}`).join('')
    const padded = packed + '0'.repeat((64 - (packed.length % 64)) % 64)
    return { to: MULTI_SEND_CALL_ONLY, value: '0', data: `0x8d80ff0a${word(32)}${word(packed.length / 2)}${padded}`, operation: 1 }
  }
  /** POST .../propose with the first owner as sender (its signature is the first confirmation). */
  const propose = async (hash: string, t: SafeHostTransaction) => {
    const body = { ...safeTxOf(t.txs), nonce: String(t.nonce), safeTxGas: '0', baseGas: '0', gasPrice: '0', gasToken: ZERO, refundReceiver: ZERO, safeTxHash: hash, sender: owners[0], signature: `0x${'11'.repeat(65)}`, origin: null }
    const res = await fetch(`${o.serviceUrl}/v1/chains/${safe.chainId}/transactions/${safe.safeAddress}/propose`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    host.proposals.push({ hash, status: res.status })
  }

  type Params = Record<string, unknown> | undefined
  // With openSafeHost's messageSigning, the owners' keys sign on the test's side
  // (page.exposeFunction): Safe's reply and, for an on-chain message, the Safe transaction
  // that signs it (then confirmed like any other proposal).
  type SignedByTest = { reply: { safeTxHash?: string; messageHash?: string }; tx?: Pick<SafeHostTransaction, 'txs' | 'txStatus' | 'confirmations' | 'operation'> }
  const signedByTest = async (method: string, params: Params) => {
    const sign = (window as unknown as { porchSafeHostSign?: (method: string, params: Params) => Promise<SignedByTest> }).porchSafeHostSign
    if (typeof sign !== 'function') return undefined
    const { reply, tx } = await sign(method, params)
    if (tx && reply.safeTxHash) host.txs[reply.safeTxHash] = { ...tx, txHash: null, nonce: Object.keys(host.txs).length, submittedAt: Date.now() }
    return reply
  }
  const handlers: Record<string, (params: Params) => unknown> = {
    getSafeInfo: () => safe,
    getChainInfo: () => ({
      chainName: o.chainName,
      chainId: String(safe.chainId),
      shortName: 'test',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
      blockExplorerUriTemplate: { address: 'https://explorer.invalid/address/{{address}}', txHash: 'https://explorer.invalid/tx/{{txHash}}', api: 'https://explorer.invalid/api' },
    }),
    getEnvironmentInfo: () => ({ origin: location.origin }),
    getSafeBalances: () => ({ fiatTotal: '0', items: [] }),
    sendTransactions: async (params) => {
      const txs = params?.txs
      if (!Array.isArray(txs) || txs.length === 0) throw new Error('No transactions were passed')
      if (host.rejectNext) {
        host.rejectNext = false
        throw new Error('Transaction was rejected')
      }
      const hash = randomHash()
      const confirmations = owners.slice(0, 1) // the proposer signs while proposing
      host.txs[hash] = {
        txs: (txs as Array<{ to: Address; value: unknown; data?: Hex }>).map((t) => ({ to: t.to, value: String(t.value), data: t.data || '0x' })),
        txStatus: status(confirmations.length),
        confirmations,
        txHash: null,
        nonce: Object.keys(host.txs).length,
        submittedAt: Date.now(),
      }
      if (o.serviceUrl) await propose(hash, host.txs[hash])
      return { safeTxHash: hash }
    },
    getTxBySafeTxHash: (params) => details(String(params?.safeTxHash)),
    signMessage: async (params) => (await signedByTest('signMessage', params)) ?? { safeTxHash: randomHash() },
    signTypedMessage: async (params) => (await signedByTest('signTypedMessage', params)) ?? { safeTxHash: randomHash() },
    rpcCall: async (params) => {
      const res = await fetch(o.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: params?.call, params: params?.params }) })
      const body = (await res.json()) as { result?: unknown; error?: { message: string } }
      if (body.error) throw new Error(body.error.message)
      return body.result
    },
    wallet_getPermissions: () => permissions,
    wallet_requestPermissions: (params) => {
      const asked = Array.isArray(params) ? (params as Array<Record<string, unknown>>) : []
      permissions = asked.map((p) => ({ parentCapability: Object.keys(p)[0] ?? '', invoker: appOrigin, date: Date.now(), caveats: [] }))
      return permissions
    },
    requestAddressBook: () => {
      if (!permissions.some((p) => p.parentCapability === 'requestAddressBook')) throw new Error('Permissions rejected')
      return owners.map((address, i) => ({ address, name: `Owner ${i + 1}`, chainId: String(safe.chainId) }))
    },
    // Safe may never answer this one.
    getOffChainSignature: () => NO_REPLY,
  }

  window.addEventListener('message', async (event) => {
    const data = event.data as { forged?: string; id?: unknown; method?: unknown; params?: unknown; env?: { sdkVersion?: string } } | null
    if (sibling && event.source === sibling.contentWindow && typeof data?.forged === 'string') {
      host.forged.push(data.forged)
      return
    }
    if (event.source !== app.contentWindow || event.origin !== appOrigin) return
    if (!data || typeof data !== 'object' || typeof data.id !== 'string' || typeof data.method !== 'string') return
    const { id, method } = data
    host.requests.push({ id, method, params: data.params, ...(data.env ? { env: data.env } : {}), hasParams: 'params' in data })
    if (sibling && o.siblingUrl && host.leak.includes(method)) sibling.contentWindow?.postMessage({ leakedId: id, method }, new URL(o.siblingUrl).origin)
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
    if (!handler || host.drop.includes(method)) return // unknown methods are never answered
    let reply: unknown
    try {
      const result = await handler(data.params as Params)
      if (result === NO_REPLY) return
      reply = { id, success: true, version: VERSION, data: result }
    } catch (e) {
      reply = { id, success: false, version: VERSION, error: e instanceof Error ? e.message : String(e) }
    }
    post(reply)
  })
}

/**
 * The sibling frame's script: another frame of the host page on another origin. Given a
 * request id that leaked, it answers in the host's place, straight to the app's frame (a
 * forgery the app must ignore), and tells the host it did.
 */
export function safeSiblingPage(): void {
  window.addEventListener('message', (event) => {
    const id = (event.data as { leakedId?: unknown } | null)?.leakedId
    if (typeof id !== 'string') return
    const app = window.parent.frames[0]
    const forged = { id, success: true, version: '9.1.0', data: { safeTxHash: `0x${'de'.repeat(32)}`, safeAddress: '0x000000000000000000000000000000000000dEaD', chainId: 1101, owners: [], threshold: 1 } }
    app?.postMessage(forged, '*')
    window.parent.postMessage({ forged: id }, '*')
  })
}
