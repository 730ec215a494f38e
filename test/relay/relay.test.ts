/** The local relay speaks WalletConnect's irn JSON-RPC (https://specs.walletconnect.com/2.0/specs/servers/relay/relay-server-rpc), driven with raw sockets. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import WebSocket from 'ws'
import { createMailbox } from '../../lib/testing/relay/mailbox'
import { rawTopLevelMember } from '../../lib/testing/relay/rawJson'
import { startRelay, type Relay } from '../../lib/testing/relay/relay'

let relay: Relay
beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay.stop())

interface Peer {
  /** Raw text frames received, in order. */
  frames: string[]
  send(text: string): void
  /** Send a request and resolve with the raw answer text carrying that exact id. */
  call(id: string, method: string, params: unknown): Promise<string>
  pushes(): Array<{ id: string; params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } } }>
  close(): void
  /** Resolves when the relay (or we) closed the socket. */
  closed: Promise<void>
}

function jwt(iss: string): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')
  return `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ iss, sub: 'x' })}.sig`
}

async function connect(iss: string): Promise<Peer> {
  const ws = new WebSocket(`${relay.url}/?auth=${jwt(iss)}&projectId=p`)
  const frames: string[] = []
  ws.on('message', (d) => frames.push(d.toString()))
  const closed = new Promise<void>((r) => ws.once('close', () => r()))
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const peer: Peer = {
    frames,
    send: (t) => ws.send(t),
    async call(id, method, params) {
      ws.send(`{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`)
      const deadline = Date.now() + 3000
      for (;;) {
        const hit = frames.find((f) => rawTopLevelMember(f, 'id') === id && !f.includes('irn_subscription'))
        if (hit) return hit
        if (Date.now() > deadline) throw new Error(`no answer to ${method} id ${id}`)
        await new Promise((r) => setTimeout(r, 5))
      }
    },
    pushes: () =>
      frames
        .filter((f) => f.includes('"irn_subscription"'))
        .map((f) => ({ id: rawTopLevelMember(f, 'id') as string, params: (JSON.parse(f) as { params: never }).params })),
    close: () => ws.close(),
    closed,
  }
  return peer
}

let topicN = 0
const topic = () => `${(++topicN).toString(16).padStart(2, '0')}${'ab'.repeat(31)}`

describe('relay protocol', () => {
  it('echoes request ids above 2^53 exactly', async () => {
    const p = await connect('did:key:a')
    const big = '1732234567890123456789'
    const answer = await p.call(big, 'irn_publish', { topic: topic(), message: 'bWVzc2FnZQ==', ttl: 300, tag: 1 })
    expect(answer).toBe(`{"id":${big},"jsonrpc":"2.0","result":true}`)
    const str = await p.call('"abc"', 'irn_unsubscribe', { topic: topic(), id: 'x' })
    expect(JSON.parse(str)).toEqual({ id: 'abc', jsonrpc: '2.0', result: true })
    p.close()
  })

  it('answers unknown methods with -32601 and bad params with -32602', async () => {
    const p = await connect('did:key:b')
    expect(JSON.parse(await p.call('7', 'irn_nope', {}))).toMatchObject({ id: 7, error: { code: -32601 } })
    expect(JSON.parse(await p.call('8', 'toString', {}))).toMatchObject({ id: 8, error: { code: -32601 } })
    expect(JSON.parse(await p.call('9', 'irn_subscribe', { topic: '' }))).toMatchObject({ id: 9, error: { code: -32602 } })
    p.close()
  })

  it('publish reaches other subscribers (not the sender); subscribe delivers stored messages', async () => {
    const t = topic()
    const a = await connect('did:key:pub')
    const b = await connect('did:key:sub')
    const subId = JSON.parse(await b.call('1', 'irn_subscribe', { topic: t })).result as string
    expect(subId).toMatch(/^[0-9a-f]{64}$/)
    await a.call('2', 'irn_subscribe', { topic: t })
    await a.call('3', 'irn_publish', { topic: t, message: 'Zmlyc3Q=', ttl: 300, tag: 1108 })
    await vi.waitFor(() => expect(b.pushes()).toHaveLength(1))
    const pushed = b.pushes()
    expect(pushed[0]?.params).toMatchObject({ id: subId, data: { topic: t, message: 'Zmlyc3Q=', tag: 1108 } })
    expect(Math.abs((pushed[0]?.params.data.publishedAt ?? 0) - Date.now())).toBeLessThan(5000)
    expect(a.pushes()).toHaveLength(0) // never echoed to its publisher
    // Push ids are big numbers too; the client answers them with true.
    expect(BigInt(pushed[0]?.id ?? '0')).toBeGreaterThan(2n ** 53n)
    b.send(`{"id":${pushed[0]?.id},"jsonrpc":"2.0","result":true}`)

    const late = await connect('did:key:late')
    await late.call('4', 'irn_subscribe', { topic: t })
    await vi.waitFor(() => expect(late.pushes().map((x) => x.params.data.message)).toEqual(['Zmlyc3Q=']))
    expect(JSON.parse(await late.call('5', 'irn_fetchMessages', { topic: t })).result).toMatchObject({
      messages: [{ topic: t, message: 'Zmlyc3Q=', tag: 1108 }],
      hasMore: false,
    })
    for (const p of [a, b, late]) p.close()
  })

  it('wc_proposeSession / wc_approveSession route the pairing handshake', async () => {
    const pairingTopic = topic()
    const sessionTopic = topic()
    const dapp = await connect('did:key:dapp')
    const wallet = await connect('did:key:wallet')
    await dapp.call('1', 'wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300, correlationId: 1 })
    await wallet.call('2', 'irn_subscribe', { topic: pairingTopic }) // wallet scanned the QR
    await vi.waitFor(() => expect(wallet.pushes().map((p) => [p.params.data.message, p.params.data.tag])).toEqual([['cHJvcG9zYWw=', 1100]]))

    await wallet.call('3', 'wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    })
    // The dApp was subscribed to the pairing topic by the relay and gets the response there.
    await vi.waitFor(() =>
      expect(dapp.pushes().map((p) => [p.params.data.topic, p.params.data.message, p.params.data.tag])).toEqual([
        [pairingTopic, 'cmVzcG9uc2U=', 1101],
      ]),
    )
    await dapp.call('4', 'irn_batchSubscribe', { topics: [sessionTopic] })
    await vi.waitFor(() => expect(dapp.pushes().at(-1)?.params.data).toMatchObject({ topic: sessionTopic, message: 'c2V0dGxl', tag: 1102 }))
    // And the wallet is subscribed to the session topic: dApp messages reach it.
    await dapp.call('5', 'irn_batchPublish', { messages: [{ topic: sessionTopic, message: 'cmVx', ttl: 300, tag: 1108 }] })
    await vi.waitFor(() => expect(wallet.pushes().at(-1)?.params.data).toMatchObject({ topic: sessionTopic, message: 'cmVx' }))
    const batch = JSON.parse(await wallet.call('6', 'irn_batchFetchMessages', { topics: [pairingTopic, sessionTopic] }))
    expect(batch.result.messages.map((m: { tag: number }) => m.tag).sort()).toEqual([1100, 1101, 1102, 1108])
    await wallet.call('7', 'irn_batchUnsubscribe', { subscriptions: [{ topic: sessionTopic, id: 'x' }] })
    await dapp.call('8', 'irn_publish', { topic: sessionTopic, message: 'bW9yZQ==', ttl: 300, tag: 1108 })
    // A round trip on the wallet's socket: anything pushed to it before arrives before this answer.
    await wallet.call('9', 'irn_fetchMessages', { topic: sessionTopic })
    expect(wallet.pushes().at(-1)?.params.data.message).toBe('cmVx') // unsubscribed: nothing new
    dapp.close()
    wallet.close()
  })

  it('pause() drops sockets and refuses new ones until resume()', async () => {
    const p = await connect('did:key:pause')
    relay.pause()
    await p.closed
    await expect(connect('did:key:refused')).rejects.toThrow(/503/)
    relay.resume()
    const again = await connect('did:key:back')
    expect(JSON.parse(await again.call('1', 'irn_subscribe', { topic: topic() })).result).toMatch(/^[0-9a-f]{64}$/)
    again.close()
  })
})

describe('message storage', () => {
  it('keeps a message for its ttl, then drops it', () => {
    let now = 1_000_000
    const box = createMailbox(() => now)
    box.put({ topic: 't', message: 'm1', tag: 1, ttlSeconds: 30, publisher: 'a' })
    box.put({ topic: 't', message: 'm1', tag: 1, ttlSeconds: 30, publisher: 'a' }) // retry: stored once
    box.put({ topic: 't', message: 'm2', tag: 1, ttlSeconds: 300, publisher: 'a' })
    expect(box.list('t').map((m) => m.message)).toEqual(['m1', 'm2'])
    now += 30_000
    expect(box.list('t').map((m) => m.message)).toEqual(['m2'])
    now += 270_000
    box.purgeExpired()
    expect(box.size).toBe(0)
  })
})

describe('rawTopLevelMember', () => {
  it('returns the exact source text of the top-level id, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.dictionary(fc.string().filter((k) => k !== 'id'), fc.jsonValue()),
        fc.boolean(),
        (id, others, idFirst) => {
          const rest = JSON.stringify(others).slice(1, -1)
          const member = `"id" : ${id}`
          const text = idFirst || !rest ? `{${member}${rest ? `,${rest}` : ''}}` : `{ ${rest} ,${member} }`
          expect(rawTopLevelMember(text, 'id')?.trim()).toBe(id.toString())
        },
      ),
    )
    expect(rawTopLevelMember('{"params":{"id":1},"id":2}', 'id')).toBe('2')
    expect(rawTopLevelMember('{"a":"}\\"id\\":3"}', 'id')).toBeUndefined()
    expect(rawTopLevelMember('[1]', 'id')).toBeUndefined()
  })
})
