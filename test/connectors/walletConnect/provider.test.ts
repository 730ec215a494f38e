/**
 * Request routing of the session provider: session answers, wallet methods, and reads to a
 * real HTTP JSON-RPC endpoint. The wallet side here is a scripted requester; the real
 * round trip is in connector.integration.test.ts.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineChain } from 'viem'
import { ConnectorNotConnectedError, UserRejectedRequestError } from '../../../lib/core/errors'
import { RequestTimeoutError, SwitchChainError } from '../../../lib/core/callErrors'
import { createSessionProvider, type SessionRequester } from '../../../lib/connectors/walletConnect/provider'
import type { SessionLike } from '../../../lib/connectors/walletConnect/session'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let server: Server
let rpcUrl: string
const rpcCalls: Array<{ method: string; params: unknown }> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown }
      rpcCalls.push({ method, params })
      const answer =
        method === 'eth_blockNumber'
          ? { jsonrpc: '2.0', id, result: '0x2a' }
          : { jsonrpc: '2.0', id, error: { code: -32601, message: `the method ${method} does not exist` } }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

function setup(opts: { chains: string[]; answer?: (method: string, params: unknown) => Promise<unknown>; timeoutMs?: number }) {
  const session: SessionLike = {
    topic: 'f'.repeat(64),
    expiry: Math.floor(Date.now() / 1000) + 3600,
    acknowledged: true,
    namespaces: { eip155: { chains: opts.chains, accounts: opts.chains.map((c) => `${c}:${A}`), methods: [], events: [] } },
    peer: { metadata: { name: 'W', url: 'https://w', icons: [] } },
  }
  let chainId = 1101
  let current: SessionLike | undefined = session
  const sent: Array<{ chainId: string; method: string; params: unknown }> = []
  const client: SessionRequester = {
    request: async <T>({ chainId: c, request }: { chainId: string; request: { method: string; params?: unknown } }) => {
      sent.push({ chainId: c, method: request.method, params: request.params })
      return (await (opts.answer ?? (async () => '0xsig'))(request.method, request.params)) as T
    },
  }
  const chain = (id: number) =>
    defineChain({ id, name: `c${id}`, nativeCurrency: { name: 'E', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
  const sp = createSessionProvider({
    client,
    getSession: () => current,
    chains: [chain(1101), chain(1)],
    getChainId: () => chainId,
    setChainId: (id) => (chainId = id),
    ...(opts.timeoutMs ? { requestTimeoutMs: opts.timeoutMs } : {}),
  })
  const request = (method: string, params?: unknown) =>
    (sp.provider.request as (a: { method: string; params?: unknown }) => Promise<unknown>)({ method, params })
  return { sp, request, sent, getChainId: () => chainId, endSession: () => (current = undefined) }
}

describe('session provider routing', () => {
  it('answers accounts and chain from the session, without the wallet or the RPC', async () => {
    const t = setup({ chains: ['eip155:1101'] })
    rpcCalls.length = 0
    expect(await t.request('eth_accounts')).toEqual([A])
    expect(await t.request('eth_requestAccounts')).toEqual([A])
    expect(await t.request('eth_chainId')).toBe('0x44d')
    expect(t.sent).toEqual([])
    expect(rpcCalls).toEqual([])
  })

  it('sends wallet methods to the wallet on the active chain', async () => {
    const t = setup({ chains: ['eip155:1101'] })
    expect(await t.request('personal_sign', ['0x00', A])).toBe('0xsig')
    expect(await t.request('wallet_watchAsset', { type: 'ERC20' })).toBe('0xsig')
    expect(t.sent).toEqual([
      { chainId: 'eip155:1101', method: 'personal_sign', params: ['0x00', A] },
      { chainId: 'eip155:1101', method: 'wallet_watchAsset', params: { type: 'ERC20' } },
    ])
  })

  it('sends reads to the chain RPC and keeps the node error code', async () => {
    const t = setup({ chains: ['eip155:1101'] })
    rpcCalls.length = 0
    expect(await t.request('eth_blockNumber')).toBe('0x2a')
    await expect(t.request('eth_foo', [1])).rejects.toMatchObject({ code: -32601, message: /eth_foo does not exist/ })
    expect(rpcCalls).toEqual([
      { method: 'eth_blockNumber', params: [] },
      { method: 'eth_foo', params: [1] },
    ])
    expect(t.sent).toEqual([])
  })

  it('switches locally to a chain the session grants; otherwise asks the wallet and fails clearly', async () => {
    const t = setup({ chains: ['eip155:1101', 'eip155:1'] })
    expect(await t.request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toBeNull()
    expect(t.getChainId()).toBe(1)
    expect(t.sent).toEqual([])

    const narrow = setup({ chains: ['eip155:1101'], answer: async () => null })
    await expect(narrow.request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toBeInstanceOf(SwitchChainError)
    expect(narrow.sent.map((s) => s.method)).toEqual(['wallet_switchEthereumChain'])
    expect(narrow.getChainId()).toBe(1101)
  })

  it('maps wallet rejections and a silent wallet to typed errors', async () => {
    const rejecting = setup({ chains: ['eip155:1101'], answer: async () => Promise.reject({ code: 5000, message: 'User rejected.' }) })
    await expect(rejecting.request('eth_sendTransaction', [{}])).rejects.toBeInstanceOf(UserRejectedRequestError)

    const silent = setup({ chains: ['eip155:1101'], answer: () => new Promise(() => {}), timeoutMs: 50 })
    const err = await silent.request('personal_sign', ['0x00', A]).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(RequestTimeoutError)
    expect((err as Error).message).toMatch(/The WalletConnect request timed out/)
  })

  it('refuses wallet methods once the session is gone', async () => {
    const t = setup({ chains: ['eip155:1101'] })
    t.endSession()
    await expect(t.request('personal_sign', ['0x00', A])).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    expect(await t.request('eth_accounts')).toEqual([])
  })
})
