import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { hashMessage, stringToHex, type Hash, type Hex } from 'viem'
import { createStorage } from '../../lib/core/storage'
import { SafeMessageCancelledError, SafeMessageExpiredError } from '../../lib/core/safe/messageErrors'
import type { SafeMessageProgress } from '../../lib/connectors/safe/messageWait'
import { pendingMessageStore, parsePendingMessage } from '../../lib/connectors/safe/pendingMessage'
import { createSafeProvider } from '../../lib/connectors/safe/provider'
import { serviceMessageSource } from '../../lib/connectors/safe/service'
import { safeMessageHash } from '../../lib/connectors/safe/signedMessages'
import type { SafeMessenger, SafeTransactionDetails } from '../../lib/core/safe/messaging'
import { createSafeServiceClient } from '../../lib/core/safe/service'
import { memoryBackend } from '../fixtures/storage'
import { chainInfo, safeMessage } from './gatewayFixtures'
import { gatewayResponder, startServiceServer } from './serviceServer'

const SAFE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const MESSAGE_HASH = `0x${'cd'.repeat(32)}` as Hash
const SAFE_TX_HASH = `0x${'ab'.repeat(32)}` as Hash
const PREPARED = `0x${'11'.repeat(65)}${'22'.repeat(65)}` as Hex
const SIWE = 'mango.example wants you to sign in with your Ethereum account:\n0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC\n\nURI: https://mango.example\nVersion: 1\nChain ID: 1101\nNonce: abcdef12345678\nIssued At: 2026-11-26T00:00:00.000Z'

let server: Awaited<ReturnType<typeof startServiceServer>>
/** The message as the stand-in serves it; tests move it along. */
let message: Record<string, unknown>
let served = true

beforeAll(async () => {
  server = await startServiceServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.reset()
  served = true
  message = { ...safeMessage, messageHash: MESSAGE_HASH, confirmationsSubmitted: 1, confirmationsRequired: 2, status: 'NEEDS_CONFIRMATION', preparedSignature: null }
  server.respond((request) => {
    if (!served && request.pathname === '/v1/chains/1101') return { status: 404, body: { code: 404, message: 'Chain not found' } }
    return gatewayResponder({ getChainConfig: { ...chainInfo, chainId: '1101' }, getSafeMessage: () => message })(request)
  })
})

const messageRequests = () => server.requests.filter((r) => r.pathname.includes('/messages/')).length

function setup(o: { answer?: unknown; storage?: ReturnType<typeof createStorage>; now?: () => number; getTransaction?: () => Promise<SafeTransactionDetails>; rpc?: (method: string, params: readonly unknown[]) => Promise<unknown>; hostSignature?: () => Promise<string> } = {}) {
  const messenger = {
    signMessage: vi.fn(async () => o.answer ?? { messageHash: MESSAGE_HASH }),
    signTypedMessage: vi.fn(async () => o.answer ?? { messageHash: MESSAGE_HASH }),
    getOffChainSignature: vi.fn(o.hostSignature ?? (async () => '')),
  } as unknown as SafeMessenger
  const storage = o.storage ?? createStorage({ backend: memoryBackend() })
  const progress: SafeMessageProgress[] = []
  const client = createSafeServiceClient({ baseUrl: server.url })
  const source = serviceMessageSource(client)
  const provider = createSafeProvider({
    messenger,
    safeAddress: SAFE,
    chainId: 1101,
    rpc: vi.fn(o.rpc ?? (async () => `0x${'0'.repeat(64)}`)),
    getTransaction: vi.fn(o.getTransaction ?? (async () => Promise.reject(new Error('no transaction')))),
    serviceMessage: (hash, signal) => source(1101, hash, signal),
    pending: pendingMessageStore(storage, 1101, SAFE),
    onMessageProgress: (p) => progress.push(p),
    messagePollMs: 15,
    ...(o.now ? { now: o.now } : {}),
  })
  const sign = (text = SIWE) => provider.request({ method: 'personal_sign', params: [stringToHex(text), SAFE] }) as Promise<Hex>
  return { provider, messenger, storage, progress, sign }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

describe('a message that needs several owners (off-chain)', () => {
  it('resolves only once the service says CONFIRMED, with its preparedSignature, after progress events', async () => {
    const { sign, progress } = setup()
    const signed = sign()
    await until(() => progress.length >= 2)
    expect(progress.at(-1)).toEqual({ kind: 'offchain', messageHash: MESSAGE_HASH, confirmations: 1, required: 2 })
    message = { ...message, status: 'CONFIRMED', confirmationsSubmitted: 2, preparedSignature: PREPARED }
    await expect(signed).resolves.toBe(PREPARED)
    const after = messageRequests()
    await new Promise((r) => setTimeout(r, 60))
    expect(messageRequests()).toBe(after)
  })

  it('follows owners and threshold changing while it waits', async () => {
    const { sign, progress } = setup()
    const signed = sign()
    await until(() => progress.length >= 1)
    message = { ...message, confirmationsRequired: 3, confirmationsSubmitted: 2 }
    await until(() => progress.some((p) => p.required === 3 && p.confirmations === 2))
    // An owner is removed and the threshold drops to 2: the service prepares the signature.
    message = { ...message, confirmationsRequired: 2, status: 'CONFIRMED', preparedSignature: PREPARED }
    await expect(signed).resolves.toBe(PREPARED)
    expect(progress.map((p) => `${p.confirmations}/${p.required}`)).toContain('2/3')
  })

  it('a CONFIRMED message without a prepared signature keeps waiting; a malformed one too', async () => {
    const { sign, progress } = setup()
    message = { ...message, status: 'CONFIRMED', preparedSignature: 'not hex' }
    const signed = sign()
    await until(() => progress.length >= 2)
    message = { ...message, preparedSignature: PREPARED }
    await expect(signed).resolves.toBe(PREPARED)
  })

  it('cancel: rejects with SafeMessageCancelledError, no further service request, and a new sign-in works', async () => {
    const { sign, provider, progress, messenger, storage } = setup()
    const signed = sign()
    await until(() => progress.length >= 1)
    ;(provider as unknown as { cancelMessage(): void }).cancelMessage()
    await expect(signed).rejects.toBeInstanceOf(SafeMessageCancelledError)
    const after = server.requests.length
    await new Promise((r) => setTimeout(r, 80))
    expect(server.requests.length).toBe(after)
    expect(pendingMessageStore(storage, 1101, SAFE).read()).toBeUndefined()
    message = { ...message, status: 'CONFIRMED', confirmationsSubmitted: 2, preparedSignature: PREPARED }
    await expect(sign(SIWE.replace('abcdef12345678', 'zyxwvu98765432'))).resolves.toBe(PREPARED)
    expect(messenger.signMessage).toHaveBeenCalledTimes(2)
  })

  it('expiry: a message not confirmed within the window rejects with SafeMessageExpiredError and is forgotten', async () => {
    let clock = 1_000_000
    const { sign, progress, storage } = setup({ now: () => clock })
    const signed = sign()
    await until(() => progress.length >= 1)
    expect(pendingMessageStore(storage, 1101, SAFE).read()?.nonce).toBe('abcdef12345678')
    clock += 24 * 60 * 60_000
    await expect(signed).rejects.toBeInstanceOf(SafeMessageExpiredError)
    expect(pendingMessageStore(storage, 1101, SAFE).read()).toBeUndefined()
  })

  it('survives a reload: the same message resumes the wait without asking Safe again', async () => {
    const backend = memoryBackend()
    const first = setup({ storage: createStorage({ backend }) })
    const abandoned = first.sign()
    await until(() => first.progress.length >= 1)
    // What the page left in storage when it went away, before its wait is stopped here.
    const kept = backend.dump()
    ;(first.provider as unknown as { cancelMessage(): void }).cancelMessage()
    await expect(abandoned).rejects.toBeInstanceOf(SafeMessageCancelledError)
    const second = setup({ storage: createStorage({ backend: memoryBackend(kept) }) })
    expect((second.provider as unknown as { pendingMessage(): { message: string } | undefined }).pendingMessage()?.message).toBe(SIWE)
    const resumed = second.sign()
    await until(() => second.progress.length >= 1)
    message = { ...message, status: 'CONFIRMED', confirmationsSubmitted: 2, preparedSignature: PREPARED }
    await expect(resumed).resolves.toBe(PREPARED)
    expect(second.messenger.signMessage).not.toHaveBeenCalled()
  })

  it('where the service does not serve the chain, the host hands over the signature', async () => {
    served = false
    let ready = false
    const { sign, messenger } = setup({ hostSignature: async () => (ready ? PREPARED : '') })
    const signed = sign()
    await until(() => vi.mocked(messenger.getOffChainSignature).mock.calls.length >= 2)
    ready = true
    await expect(signed).resolves.toBe(PREPARED)
    expect(messageRequests()).toBe(0)
  })
})

describe('a message signed on chain (safeTxHash)', () => {
  const tx = (txStatus: SafeTransactionDetails['txStatus'], confirmations: number, extra: Partial<SafeTransactionDetails> = {}): SafeTransactionDetails => ({
    safeAddress: SAFE,
    txId: 'multisig_x',
    txStatus,
    detailedExecutionInfo: { type: 'MULTISIG', confirmationsRequired: 2, confirmations: Array.from({ length: confirmations }, () => ({ signer: { value: SAFE }, submittedAt: 1 })) },
    ...extra,
  })

  it("waits for the transaction's execution, then gives the empty signature", async () => {
    let state = tx('AWAITING_CONFIRMATIONS', 1)
    const { sign, progress } = setup({ answer: { safeTxHash: SAFE_TX_HASH }, getTransaction: async () => state })
    const signed = sign()
    await until(() => progress.length >= 1)
    expect(progress.at(-1)).toEqual({ kind: 'onchain', safeTxHash: SAFE_TX_HASH, confirmations: 1, required: 2 })
    state = tx('SUCCESS', 2, { txHash: `0x${'ef'.repeat(32)}` })
    await expect(signed).resolves.toBe('0x')
  })

  it('a cancelled signing transaction rejects as expired', async () => {
    const { sign } = setup({ answer: { safeTxHash: SAFE_TX_HASH }, getTransaction: async () => tx('CANCELLED', 1) })
    await expect(sign()).rejects.toBeInstanceOf(SafeMessageExpiredError)
  })

  it("without a transaction source, the Safe's signedMessages through the node decides", async () => {
    let signedOnChain = false
    const calls: unknown[] = []
    const rpc = async (_method: string, params: readonly unknown[]) => {
      calls.push(params[0])
      return `0x${(signedOnChain ? 1 : 0).toString(16).padStart(64, '0')}`
    }
    const { sign } = setup({ answer: { safeTxHash: SAFE_TX_HASH }, rpc })
    const signed = sign()
    await until(() => calls.length >= 2)
    signedOnChain = true
    await expect(signed).resolves.toBe('0x')
    const key = safeMessageHash({ chainId: 1101, safe: SAFE, dataHash: hashMessage(SIWE) })
    expect(calls[0]).toEqual({ to: SAFE, data: `0x5ae6bd37${key.slice(2)}` })
  })
})

describe('the kept message is validated', () => {
  it('refuses records it did not write', () => {
    const good = { message: SIWE, nonce: 'abcdef12345678', answer: { messageHash: MESSAGE_HASH }, startedAt: 5 }
    expect(parsePendingMessage(good)).toEqual(good)
    expect(parsePendingMessage({ ...good, nonce: 'other1234' })).toBeUndefined()
    expect(parsePendingMessage({ ...good, answer: { messageHash: '0x12' } })).toBeUndefined()
    expect(parsePendingMessage({ ...good, answer: { messageHash: MESSAGE_HASH, safeTxHash: SAFE_TX_HASH } })).toBeUndefined()
    expect(parsePendingMessage({ ...good, startedAt: -1 })).toBeUndefined()
    expect(parsePendingMessage({ ...good, message: 'x'.repeat(20_001) })).toBeUndefined()
    expect(parsePendingMessage('junk')).toBeUndefined()
  })
})
