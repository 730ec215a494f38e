/**
 * A small WalletConnect v2 relay (the `irn` JSON-RPC: https://specs.walletconnect.com/2.0/specs/servers/relay/relay-server-rpc)
 * for offline tests and the dev server: two real sign-clients talk through it on 127.0.0.1.
 * Messages are opaque ciphertext to us; we only route and store them.
 */
import { BaseError } from 'viem'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WebSocket } from 'ws'
import { loadPeer } from '../peers'
import { createMailbox, type StoredMessage } from './mailbox'
import { rawTopLevelMember } from './rawJson'

/** A running local relay. */
export interface Relay {
  /** Its `ws://127.0.0.1:<port>` URL, for `walletConnect({ relayUrl })` and {@link connectWalletConnect}. */
  url: string
  /** The free port it listens on. */
  port: number
  /** Close every socket and the server. */
  stop(): Promise<void>
  /** Drop all sockets and refuse new ones (the relay goes away). */
  pause(): void
  /** Accept connections again. */
  resume(): void
  /** Connections refused while paused (each is a client trying to reconnect). */
  refusals(): number
}

/** Options of {@link startRelay}. */
export interface RelayOptions {
  /** Port to listen on. Default: a free one. */
  port?: number
  /** Ping period; a Node client drops a socket silent for 35 s. Default 15 s. */
  pingIntervalMs?: number
}

interface Client {
  ws: WebSocket
  /** Client id from the auth JWT (`iss`), stable across reconnects; random when absent. */
  key: string
  subs: Map<string, string>
}

type Params = Record<string, unknown>

class RelayRpcError extends BaseError {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

// Push ids: above 2^53 like the real relay's, so clients' big-id handling is exercised too.
let pushCounter = 0n
const nextPushId = () => (BigInt(Date.now()) * 1_000_000n + ++pushCounter).toString()

/**
 * Starts a local WalletConnect v2 relay on 127.0.0.1 (a free port): the app's
 * `walletConnect({ relayUrl })` and {@link connectWalletConnect}'s wallet talk through it
 * offline. Needs the optional peer `ws`.
 */
export async function startRelay(opts: RelayOptions = {}): Promise<Relay> {
  const { WebSocketServer } = await loadPeer('ws', 'startRelay', () => import('ws'))
  const mailbox = createMailbox()
  const clients = new Set<Client>()
  let paused = false
  let refused = 0

  const http = createServer((_req, res) => {
    res.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only')
  })
  const wss = new WebSocketServer({ noServer: true })

  http.on('upgrade', (req, socket, head) => {
    if (paused) {
      refused += 1
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const url = new URL(req.url ?? '/', 'http://relay')
      const client: Client = { ws, key: clientKey(url.searchParams.get('auth')), subs: new Map() }
      clients.add(client)
      ws.on('message', (data) => onMessage(client, data.toString()))
      ws.on('close', () => clients.delete(client))
      ws.on('error', () => ws.terminate())
    })
  })

  const send = (client: Client, text: string) => {
    if (client.ws.readyState === client.ws.OPEN) client.ws.send(text)
  }

  const push = (client: Client, m: StoredMessage) => {
    const subId = client.subs.get(m.topic)
    if (subId === undefined || m.publisher === client.key) return
    const data = { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag }
    send(
      client,
      `{"id":${nextPushId()},"jsonrpc":"2.0","method":"irn_subscription","params":${JSON.stringify({ id: subId, data })}}`,
    )
  }

  const publish = (from: Client, p: Params, defaults: { tag?: number } = {}) => {
    const stored = mailbox.put({
      topic: topicOf(p.topic),
      message: stringOf(p.message, 'message'),
      tag: typeof p.tag === 'number' ? p.tag : (defaults.tag ?? 0),
      ttlSeconds: typeof p.ttl === 'number' ? p.ttl : 300,
      publisher: from.key,
    })
    for (const c of clients) push(c, stored)
  }

  const subscribe = (client: Client, topic: string): string => {
    let id = client.subs.get(topic)
    if (id === undefined) client.subs.set(topic, (id = randomBytes(32).toString('hex')))
    return id
  }

  /** Deliver what is waiting on a topic; done after the answer, as the real relay does. */
  const flush = (client: Client, topic: string) => {
    for (const m of mailbox.list(topic)) push(client, m)
  }

  const fetchMessages = (topic: string) =>
    mailbox.list(topic).map(({ topic, message, publishedAt, tag }) => ({ topic, message, publishedAt, tag }))

  const handlers: Record<string, (c: Client, p: Params) => { result: unknown; after?: () => void }> = {
    irn_subscribe(c, p) {
      const topic = topicOf(p.topic)
      return { result: subscribe(c, topic), after: () => flush(c, topic) }
    },
    irn_batchSubscribe(c, p) {
      const topics = arrayOf(p.topics, 'topics').map(topicOf)
      return { result: topics.map((t) => subscribe(c, t)), after: () => topics.forEach((t) => flush(c, t)) }
    },
    irn_unsubscribe(c, p) {
      c.subs.delete(topicOf(p.topic))
      return { result: true }
    },
    irn_batchUnsubscribe(c, p) {
      for (const s of arrayOf(p.subscriptions, 'subscriptions')) c.subs.delete(topicOf((s as Params).topic))
      return { result: true }
    },
    irn_publish(c, p) {
      publish(c, p)
      return { result: true }
    },
    irn_batchPublish(c, p) {
      const messages = arrayOf(p.messages, 'messages') as Params[]
      for (const m of messages) topicOf(m.topic) // validate all before storing any
      for (const m of messages) publish(c, m)
      return { result: true }
    },
    irn_fetchMessages(_c, p) {
      return { result: { messages: fetchMessages(topicOf(p.topic)), hasMore: false } }
    },
    irn_batchFetchMessages(_c, p) {
      const topics = arrayOf(p.topics, 'topics').map(topicOf)
      return { result: { messages: topics.flatMap(fetchMessages), hasMore: false } }
    },
    // The dApp does not subscribe to the pairing topic itself: the relay does it for it.
    wc_proposeSession(c, p) {
      const pairingTopic = topicOf(p.pairingTopic)
      subscribe(c, pairingTopic)
      publish(c, { topic: pairingTopic, message: p.sessionProposal, ttl: p.ttl, tag: 1100 })
      return { result: true }
    },
    wc_approveSession(c, p) {
      const sessionTopic = topicOf(p.sessionTopic)
      const pairingTopic = topicOf(p.pairingTopic)
      subscribe(c, sessionTopic)
      publish(c, { topic: pairingTopic, message: p.sessionProposalResponse, ttl: p.ttl, tag: 1101 })
      publish(c, { topic: sessionTopic, message: p.sessionSettlementRequest, ttl: p.ttl, tag: 1102 })
      return { result: true }
    },
  }

  const onMessage = (client: Client, text: string) => {
    let msg: { method?: unknown; params?: unknown }
    try {
      msg = JSON.parse(text) as typeof msg
    } catch {
      return send(client, '{"id":null,"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}}')
    }
    if (typeof msg !== 'object' || msg === null || typeof msg.method !== 'string') return // a response (ack)
    const id = rawTopLevelMember(text, 'id') ?? 'null'
    const handler = Object.hasOwn(handlers, msg.method) ? handlers[msg.method] : undefined
    if (!handler) return send(client, errorText(id, -32601, `Method not found: ${msg.method}`))
    try {
      const params = (typeof msg.params === 'object' && msg.params !== null ? msg.params : {}) as Params
      const { result, after } = handler(client, params)
      send(client, `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
      after?.()
    } catch (e) {
      const code = e instanceof RelayRpcError ? e.code : -32603
      send(client, errorText(id, code, e instanceof BaseError ? e.shortMessage : e instanceof Error ? e.message : 'Internal error'))
    }
  }

  const pinger = setInterval(() => {
    mailbox.purgeExpired()
    for (const c of clients) if (c.ws.readyState === c.ws.OPEN) c.ws.ping()
  }, opts.pingIntervalMs ?? 15_000)
  pinger.unref()

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(opts.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (http.address() as AddressInfo).port

  const dropAll = () => {
    for (const c of clients) c.ws.terminate()
    clients.clear()
  }

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    pause() {
      paused = true
      dropAll()
    },
    resume() {
      paused = false
    },
    refusals: () => refused,
    async stop() {
      clearInterval(pinger)
      dropAll()
      wss.close()
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}

function errorText(rawId: string, code: number, message: string): string {
  return `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

function topicOf(v: unknown): string {
  if (typeof v !== 'string' || v.length === 0) throw new RelayRpcError(-32602, 'Invalid params: topic must be a non-empty string')
  return v
}

function stringOf(v: unknown, name: string): string {
  if (typeof v !== 'string' || v.length === 0) throw new RelayRpcError(-32602, `Invalid params: ${name} must be a non-empty string`)
  return v
}

function arrayOf(v: unknown, name: string): unknown[] {
  if (!Array.isArray(v)) throw new RelayRpcError(-32602, `Invalid params: ${name} must be an array`)
  return v
}

/** The `iss` (did:key of the client) from the relay-auth JWT; a random key when there is none. */
function clientKey(auth: string | null): string {
  try {
    const payload = auth?.split('.')[1]
    if (payload) {
      const iss = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }).iss
      if (typeof iss === 'string' && iss) return iss
    }
  } catch {
    // Malformed token: a test relay does not authenticate, so treat it as anonymous.
  }
  return `anon:${randomBytes(8).toString('hex')}`
}
