import { describe, expect, it, vi } from 'vitest'
import { createSignInFlow, type SignInFlowState } from '../../lib/core/auth/signInFlow'
import { SafeMessageCancelledError, SafeMessageExpiredError } from '../../lib/core/safe/messageErrors'
import { ACCOUNT_A, scriptedAdapter } from './fixtures'

function flowWith(now: () => number = Date.now) {
  const server = scriptedAdapter()
  const signed: string[] = []
  const sessions: unknown[] = []
  const flow = createSignInFlow({
    adapter: server.adapter,
    getAccount: () => ({ address: ACCOUNT_A, chainId: 1101 }),
    signMessage: async ({ message }) => (signed.push(message), '0x1234'),
    onSignedIn: (s) => void sessions.push(s),
    now,
  })
  const states: SignInFlowState[] = []
  flow.subscribe(() => void states.push(flow.getState()))
  return { server, flow, signed, sessions, states }
}

describe('sign-in flow', () => {
  it('uses the prefetched nonce for the first attempt, with no extra fetch', async () => {
    const { server, flow, sessions, states } = flowWith()
    flow.start()
    await vi.waitFor(() => expect(flow.getState().preparing).toBe(false))
    await flow.signIn()
    expect(server.calls.getNonce).toBe(1)
    expect(sessions).toEqual([{ address: ACCOUNT_A, chainId: 1101 }])
    expect(states.map((s) => s.step)).toContain('signing')
    expect(states.map((s) => s.step)).toContain('verifying')
    expect(flow.getState()).toEqual({ step: 'idle', preparing: false, error: undefined })
  })

  it('a prefetched nonce that has grown old is replaced by a fresh one', async () => {
    let t = 0
    const { server, flow, signed } = flowWith(() => t)
    flow.start()
    await vi.waitFor(() => expect(flow.getState().preparing).toBe(false))
    t += 6 * 60_000
    await flow.signIn()
    expect(server.calls.getNonce).toBe(2)
    expect(server.nonceOf(signed[0]!)).toBe('nonce0002x')
  })

  it('a stopped flow (dialog closed) ignores late answers and can start again', async () => {
    const { server, flow } = flowWith()
    const held = server.holdNonce()
    const stop = flow.start()
    stop()
    held.resolve()
    await Promise.resolve()
    flow.start()
    await vi.waitFor(() => expect(flow.getState().preparing).toBe(false))
    await flow.signIn()
    // The nonce that arrived after stop was dropped, never signed.
    expect(server.calls.verify.map((v) => server.nonceOf(v.message))).toEqual(['nonce0002x'])
  })

  it('a second click during an attempt is ignored (one verify per signature)', async () => {
    const { server, flow } = flowWith()
    flow.start()
    await vi.waitFor(() => expect(flow.getState().preparing).toBe(false))
    const held = server.holdVerify()
    const first = flow.signIn()
    await vi.waitFor(() => expect(flow.getState().step).toBe('verifying'))
    await flow.signIn()
    held.resolve()
    await first
    expect(server.calls.verify).toHaveLength(1)
  })
})

describe('sign-in flow: the dialog closes during verify', () => {
  it('a session the server opened is kept while the same account is connected', async () => {
    const { server, flow, sessions } = flowWith()
    const stop = flow.start()
    await vi.waitFor(() => expect(flow.getState().preparing).toBe(false))
    const held = server.holdVerify()
    const attempt = flow.signIn()
    await vi.waitFor(() => expect(flow.getState().step).toBe('verifying'))
    stop()
    held.resolve()
    await attempt
    expect(sessions).toEqual([{ address: ACCOUNT_A, chainId: 1101 }])
    expect(server.calls.signOut).toBe(0)
  })

  it('and ended when the wallet is gone (Cancel disconnected it)', async () => {
    const server = scriptedAdapter()
    let connected = true
    const sessions: unknown[] = []
    const flow = createSignInFlow({
      adapter: server.adapter,
      getAccount: () => (connected ? { address: ACCOUNT_A, chainId: 1101 } : undefined),
      signMessage: async () => '0x1234',
      onSignedIn: (s) => void sessions.push(s),
    })
    const stop = flow.start()
    await vi.waitFor(() => expect(flow.getState().preparing).toBe(false))
    const held = server.holdVerify()
    const attempt = flow.signIn()
    await vi.waitFor(() => expect(flow.getState().step).toBe('verifying'))
    stop()
    connected = false
    held.resolve()
    await attempt
    expect(sessions).toEqual([])
    await vi.waitFor(() => expect(server.calls.signOut).toBe(1))
  })
})

describe('sign-in flow with a multisig Safe', () => {
  it('resumes a message still waiting for the owners after a reload: same text, no new nonce', async () => {
    const server = scriptedAdapter()
    // Issued by the server before the reload; the flow must not ask for another.
    const kept = server.adapter.createMessage({ address: ACCOUNT_A, chainId: 1101, nonce: await server.adapter.getNonce() })
    const signed: string[] = []
    const sessions: unknown[] = []
    const flow = createSignInFlow({
      adapter: server.adapter,
      getAccount: () => ({ address: ACCOUNT_A, chainId: 1101 }),
      signMessage: async ({ message }) => (signed.push(message), '0x'),
      onSignedIn: (s) => void sessions.push(s),
      pendingMessage: () => kept,
    })
    flow.start()
    await vi.waitFor(() => expect(sessions).toHaveLength(1))
    expect(signed).toEqual([kept])
    expect(server.calls.getNonce).toBe(1)
  })

  it('a stopped or expired wait is worded as such, and the next attempt starts over', async () => {
    const server = scriptedAdapter()
    const outcomes: Array<() => Promise<`0x${string}`>> = [
      async () => Promise.reject(new SafeMessageCancelledError()),
      async () => Promise.reject(new SafeMessageExpiredError()),
      async () => '0x1234',
    ]
    const sessions: unknown[] = []
    const flow = createSignInFlow({
      adapter: server.adapter,
      getAccount: () => ({ address: ACCOUNT_A, chainId: 1101 }),
      signMessage: () => outcomes.shift()!(),
      onSignedIn: (s) => void sessions.push(s),
    })
    flow.start()
    await flow.signIn()
    expect(flow.getState().error).toBe('cancelled')
    await flow.signIn()
    expect(flow.getState().error).toBe('expired')
    await flow.signIn()
    expect(flow.getState().error).toBeUndefined()
    expect(sessions).toHaveLength(1)
  })
})
