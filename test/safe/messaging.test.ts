import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRequestId, createSafeMessenger, parseAllowedOrigins, SafeRequestTimeoutError, SAFE_METHODS, type SafeMessagingErrorType } from '../../lib/core/safe/messaging'
import { fakeFrame } from './fakeFrame'

const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
/** A few microtask turns (works under fake timers too). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

/** Resolves to 'pending' while the promise has not settled. */
async function state(p: Promise<unknown>): Promise<unknown> {
  const marker = Symbol('pending')
  const result = await Promise.race([p.then((v) => v, (e: unknown) => e), settle().then(() => marker)])
  return result === marker ? 'pending' : result
}

afterEach(() => {
  vi.useRealTimers()
})

describe('Safe messaging client', () => {
  it('sends the envelope with a 10-hex id to the allowed origins, never "*"', async () => {
    const f = fakeFrame()
    const m = createSafeMessenger({ window: f.window })
    const p = m.getSafeInfo()
    expect(f.posted.map((x) => x.targetOrigin)).toEqual(['https://app.safe.global', 'https://app.safe.eth.limo'])
    const { message } = f.posted[0]!
    expect(message.id).toMatch(/^[0-9a-f]{10}$/)
    expect(f.posted[1]!.message.id).toBe(message.id)
    expect(message).toEqual({ id: message.id, method: 'getSafeInfo', env: { sdkVersion: '9.1.0' } })
    expect('params' in message).toBe(false)
    f.reply({ safeAddress: '0x1', chainId: 1, owners: [], threshold: 1, isReadOnly: false })
    await expect(p).resolves.toMatchObject({ safeAddress: '0x1' })
    // Once the host has answered, requests go only to its origin.
    void m.getChainInfo().catch(() => {})
    expect(f.posted.at(-1)!.targetOrigin).toBe('https://app.safe.global')
    expect(f.posted.filter((x) => x.targetOrigin === '*')).toHaveLength(0)
    m.destroy()
  })

  it('posts only to the parent origin when the referrer names an allowed one', () => {
    const f = fakeFrame({ referrer: 'https://app.safe.eth.limo/apps/open?safe=eth:0x1' })
    const m = createSafeMessenger({ window: f.window })
    void m.getSafeInfo().catch(() => {})
    expect(f.posted.map((x) => x.targetOrigin)).toEqual(['https://app.safe.eth.limo'])
    m.destroy()
  })

  it('ignores a referrer that is not allowed', () => {
    const f = fakeFrame({ referrer: 'https://evil.example/', ancestorOrigin: 'https://evil.example' })
    const m = createSafeMessenger({ window: f.window })
    void m.getSafeInfo().catch(() => {})
    expect(f.posted.map((x) => x.targetOrigin)).toEqual(['https://app.safe.global', 'https://app.safe.eth.limo'])
    m.destroy()
  })

  it('ids are 10 lowercase hex characters from getRandomValues', () => {
    const crypto = { getRandomValues: vi.fn(<T extends ArrayBufferView | null>(a: T) => (new Uint8Array(a!.buffer).set([0, 1, 0xab, 0xff, 16]), a)) }
    expect(createRequestId(crypto as unknown as Crypto)).toBe('0001abff10')
    expect(crypto.getRandomValues.mock.calls[0]![0]).toHaveLength(5)
  })

  it('ignores a forged origin, a wrong source, an unknown id and a version below 1', async () => {
    const f = fakeFrame()
    const m = createSafeMessenger({ window: f.window })
    const p = m.getSafeInfo()
    const sibling = {}
    f.reply({ forged: 'origin' }, { origin: 'https://app-safe.global' })
    f.reply({ forged: 'origin' }, { origin: 'https://app.safe.global.evil.example' })
    f.reply({ forged: 'source' }, { source: sibling })
    f.reply({ forged: 'source' }, { source: null })
    f.reply({ forged: 'id' }, { id: 'ffffffffff' })
    f.reply({ forged: 'version' }, { version: '0.9.0' })
    f.reply({ forged: 'version' }, { version: undefined })
    f.reply({ forged: 'version' }, { version: 'x1.0' })
    expect(await state(p)).toBe('pending')
    f.reply({ real: true }, { version: '1.0.0' })
    await expect(p).resolves.toEqual({ real: true })
    m.destroy()
  })

  it('forgets an id once answered: a replay is ignored', async () => {
    const f = fakeFrame()
    const m = createSafeMessenger({ window: f.window })
    const first = m.getSafeInfo()
    const id = f.posted.at(-1)!.message.id
    f.reply({ n: 1 })
    await expect(first).resolves.toEqual({ n: 1 })
    const onError = vi.fn()
    f.reply({ n: 2 }, { id }) // replay: nothing waits for it, nothing breaks
    expect(onError).not.toHaveBeenCalled()
    m.destroy()
  })

  it('survives null, strings, wrong shapes and unsolicited host messages', async () => {
    const f = fakeFrame()
    const m = createSafeMessenger({ window: f.window })
    const p = m.getEnvironmentInfo()
    const id = f.posted.at(-1)!.message.id
    for (const junk of [null, undefined, 'hello', 42, [], [id], { id }, { id: 5, success: true }, { darkMode: true }, { id: 'abcdefabcd', success: true, version: '9.1.0', data: {} }, { id, success: 'yes', version: '9.1.0' }]) {
      expect(() => f.deliver(junk)).not.toThrow()
    }
    expect(await state(p)).toBe('pending')
    f.reply({ origin: 'https://mango.example' })
    await expect(p).resolves.toEqual({ origin: 'https://mango.example' })
    m.destroy()
  })

  it('a failed response becomes an Error with the host text', async () => {
    const f = fakeFrame()
    const m = createSafeMessenger({ window: f.window })
    const p = m.sendTransactions({ txs: [{ to: '0x1', value: '0', data: '0x' }] })
    f.deliver({ id: f.posted.at(-1)!.message.id, success: false, version: '9.1.0', error: 'Transaction was rejected' })
    await expect(p).rejects.toThrow('Transaction was rejected')
    m.destroy()
  })

  it('times reads out in seconds and transactions in minutes', async () => {
    vi.useFakeTimers()
    const f = fakeFrame()
    const m = createSafeMessenger({ window: f.window })
    const read = m.getSafeInfo()
    const tx = m.sendTransactions({ txs: [{ to: '0x1', value: '0', data: '0x' }] })
    const readResult = read.catch((e: unknown) => e)
    const txResult = tx.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(10_000)
    const readError = (await readResult) as SafeMessagingErrorType
    expect(readError).toBeInstanceOf(SafeRequestTimeoutError)
    expect((readError as Error).message).toBe('Safe{Wallet} did not answer the getSafeInfo request within 10 seconds.')
    expect(await state(tx)).toBe('pending')
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 10_000)
    expect(((await txResult) as Error).message).toBe('Safe{Wallet} did not answer the sendTransactions request within 10 minutes.')
    // A late answer to a timed-out id is ignored.
    expect(() => f.reply({ safeTxHash: SAFE_TX_HASH }, { id: f.posted[1]!.message.id })).not.toThrow()
    m.destroy()
  })

  it('a per-request timeout overrides the default', async () => {
    vi.useFakeTimers()
    const f = fakeFrame()
    const m = createSafeMessenger({ window: f.window })
    const p = m.getSafeInfo({ timeoutMs: 300 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(300)
    expect(await p).toBeInstanceOf(SafeRequestTimeoutError)
    m.destroy()
  })

  it('validates locally with the protocol messages, posting nothing', async () => {
    const f = fakeFrame()
    const m = createSafeMessenger({ window: f.window })
    await expect(m.sendTransactions({ txs: [] })).rejects.toThrow('No transactions were passed')
    await expect(m.getTxBySafeTxHash('0x123')).rejects.toThrow('Invalid safeTxHash')
    await expect(m.getTxBySafeTxHash('')).rejects.toThrow('Invalid safeTxHash')
    await expect(m.signTypedMessage({ domain: {}, types: {} })).rejects.toThrow('Invalid typed data')
    await expect(m.signMessage(42 as unknown as string)).rejects.toThrow('Invalid message type')
    await expect(m.requestPermissions([{ eth_accounts: {} }])).rejects.toMatchObject({ message: 'Permissions request is invalid', code: 4001 })
    await expect(m.requestPermissions('nope')).rejects.toMatchObject({ message: 'Permissions request is invalid', code: 4001 })
    expect(f.posted).toHaveLength(0)
    m.destroy()
  })

  it('a refused permission request is "Permissions rejected" (4001)', async () => {
    const f = fakeFrame()
    const m = createSafeMessenger({ window: f.window })
    const p = m.requestPermissions([{ requestAddressBook: {} }])
    expect(f.posted.at(-1)!.message).toMatchObject({ method: 'wallet_requestPermissions', params: [{ requestAddressBook: {} }] })
    f.deliver({ id: f.posted.at(-1)!.message.id, success: false, version: '9.1.0', error: 'Permissions were rejected' })
    await expect(p).rejects.toMatchObject({ message: 'Permissions rejected', code: 4001 })
    m.destroy()
  })

  it('every method of the vocabulary goes out with its params', async () => {
    const f = fakeFrame()
    const m = createSafeMessenger({ window: f.window })
    const calls: Array<[string, Promise<unknown>]> = [
      ['sendTransactions', m.sendTransactions({ txs: [{ to: '0x1', value: '1', data: '0x' }], params: { safeTxGas: 5 } })],
      ['rpcCall', m.rpcCall({ call: 'eth_getBalance', params: ['0x1', 'latest'] })],
      ['getChainInfo', m.getChainInfo()],
      ['getSafeInfo', m.getSafeInfo()],
      ['getTxBySafeTxHash', m.getTxBySafeTxHash(SAFE_TX_HASH)],
      ['getSafeBalances', m.getSafeBalances()],
      ['signMessage', m.signMessage('hello')],
      ['signTypedMessage', m.signTypedMessage({ domain: {}, types: {}, message: {} })],
      ['getEnvironmentInfo', m.getEnvironmentInfo()],
      ['getOffChainSignature', m.getOffChainSignature(SAFE_TX_HASH)],
      ['requestAddressBook', m.requestAddressBook()],
      ['wallet_getPermissions', m.getPermissions()],
      ['wallet_requestPermissions', m.requestPermissions([{ requestAddressBook: {} }])],
    ]
    await settle()
    const sent = f.posted.filter((_, i) => i % 2 === 0).map((p) => p.message)
    expect(sent.map((s) => s.method)).toEqual([...SAFE_METHODS])
    expect(sent[0]!.params).toEqual({ txs: [{ to: '0x1', value: '1', data: '0x' }], params: { safeTxGas: 5 } })
    expect(sent[4]!.params).toEqual({ safeTxHash: SAFE_TX_HASH })
    expect(sent[5]!.params).toEqual({ currency: 'usd' })
    expect(sent[9]!.params).toBe(SAFE_TX_HASH)
    for (const s of sent) f.reply({ answered: s.method }, { id: s.id })
    const results = await Promise.all(calls.map(([, p]) => p))
    expect(results.map((r) => (r as { answered: string }).answered)).toEqual([...SAFE_METHODS])
    m.destroy()
  })

  it('outside an iframe it posts nothing and listens to nothing', async () => {
    const f = fakeFrame({ framed: false })
    const m = createSafeMessenger({ window: f.window })
    expect(m.framed).toBe(false)
    await expect(m.getSafeInfo()).rejects.toThrow('not open inside Safe')
    expect(f.parent.postMessage).not.toHaveBeenCalled()
    expect(f.listenerCount()).toBe(0)
  })

  it('destroy stops listening and rejects what is pending', async () => {
    const f = fakeFrame()
    const m = createSafeMessenger({ window: f.window })
    const p = m.getSafeInfo()
    m.destroy()
    await expect(p).rejects.toThrow('cancelled')
    expect(f.listenerCount()).toBe(0)
  })
})

describe('allowed origins', () => {
  it('defaults to Safe{Wallet} origins', () => {
    expect(parseAllowedOrigins(undefined)).toEqual(['https://app.safe.global', 'https://app.safe.eth.limo'])
    expect(parseAllowedOrigins(' ')).toEqual(['https://app.safe.global', 'https://app.safe.eth.limo'])
  })
  it('takes exact origins, comma-separated', () => {
    expect(parseAllowedOrigins('https://app.safe.global, http://127.0.0.1:5173')).toEqual(['https://app.safe.global', 'http://127.0.0.1:5173'])
  })
  it('refuses patterns, paths and wildcards', () => {
    for (const bad of ['*.safe.global', 'https://*.safe.global', '/app.safe.global$/', 'https://app.safe.global/', 'app.safe.global', 'https://app.safe.global/apps']) {
      expect(() => parseAllowedOrigins(bad)).toThrow(/exact origins/)
    }
  })
})
