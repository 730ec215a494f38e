/**
 * WalletConnect one-click authentication over the real protocol, offline: our connector
 * proposes a session that carries a sign-in request (`connect({ authentication })`), a real
 * test wallet approves both at once with a CACAO, and `@porch/kit/server`'s own handlers
 * decide on the EIP-4361 text the CACAO yields (ReCap resource included). Then the forgeries
 * the server must refuse, and the two fallbacks: an older wallet, and a rejection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiweHandlers, memoryStore, type SiweHandlers } from '@porch/kit/server'
import { startAnvil, type AnvilInstance } from '../../../scripts/anvil'
import { UserRejectedRequestError } from '../../../lib/core/errors'
import type { SignInProof, SignInRequest } from '../../../lib/core/auth/oneClick'
import { createMemoryKeyValueStorage } from '../../../lib/connectors/walletConnect/memoryStorage'
import { startRelay, type Relay } from '../../../lib/testing/relay/relay'
import { createWalletConnectWallet, type WalletConnectWallet } from '../../../lib/testing/walletConnect'
import { anvilPrivateKeys } from '../../../lib/testing/accounts'
import { privateKeyToAccount } from 'viem/accounts'
import { toHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import SignClient from '@walletconnect/sign-client'
import { memoryBackend } from '../../fixtures/storage'
import { KitClient, ORIGIN } from '../../server/kitHarness'
import { anvilChain, CHAIN_ID, loadDapp, nextUri, WALLET_KEY } from './harness'

process.env.DISABLE_GLOBAL_CORE = 'true'

// Signing needs no node: the wallet's chain only names one. The server asks anvil whether a
// signature that is not the named account's is a contract's (ERC-1271): it has no code.
const NODE = 'http://127.0.0.1:9'
const OFF = { verify: { burst: 0, perMinute: 1 }, nonce: { burst: 0, perMinute: 1 } }
let handlers: SiweHandlers
let anvil: AnvilInstance
let relay: Relay
const wallets: WalletConnectWallet[] = []
const wallet = async (oneClick: boolean | 'authenticate' = true) => {
  const w = await createWalletConnectWallet({ relayUrl: relay.url, accounts: [WALLET_KEY], chains: [{ id: CHAIN_ID, rpcUrl: NODE }], oneClick })
  wallets.push(w)
  return w
}

beforeAll(async () => {
  ;[relay, anvil] = await Promise.all([startRelay(), startAnvil()])
  handlers = createSiweHandlers({ origin: ORIGIN, chains: [{ id: CHAIN_ID, rpcUrls: [anvil.rpcUrl] }], secret: 'one-click-test-secret-0123456789abcdef', store: memoryStore(), log: () => {}, limits: OFF })
})
afterAll(async () => {
  await Promise.all(wallets.map((w) => w.close()))
  await Promise.all([relay?.stop(), anvil?.stop()])
})

let page = 0
const dapp = () => loadDapp({ relayUrl: relay.url, chain: anvilChain(NODE), storagePrefix: `one-click-${++page}`, wcStorage: createMemoryKeyValueStorage(), kitBackend: memoryBackend() })

async function request(client: KitClient, patch: Partial<SignInRequest> = {}): Promise<SignInRequest> {
  const { nonce } = await client.nonce()
  if (!nonce) throw new Error('no nonce')
  return { nonce, domain: new URL(ORIGIN).host, uri: ORIGIN, statement: 'Sign in to Mango staking.', chainIds: [CHAIN_ID], ...patch }
}

/** Pair a fresh dApp page with `w` for one sign-in request; the connection's result. */
async function connectWith(w: WalletConnectWallet, signIn: SignInRequest) {
  const { connector, events } = dapp()
  const connecting = connector.connect({ signIn })
  const uri = await nextUri(events)
  await w.pair(uri)
  const result = await connecting
  const uris = events.filter((e) => e.event === 'message').length
  await connector.close()
  return { result, uris }
}

describe('WalletConnect one-click authentication', () => {
  let signed: SignInProof
  let first: KitClient
  const verify = (client: KitClient, proof: SignInProof) => client.call('POST', 'verify', proof)

  it('one approval connects and yields a message the server signs in with', async () => {
    const w = await wallet()
    const client = (first = new KitClient(handlers))
    const { result } = await connectWith(w, await request(client))
    expect(result.accounts).toEqual([w.address])
    expect(result.signIn).toBeDefined()
    signed = result.signIn!
    // The wallet's one approval: the proposal, its sign-in signed with it, no personal_sign.
    expect(w.proposals().map((r) => r.method)).toEqual(['wc_sessionPropose', 'wc_sessionAuthenticate'])
    expect(w.requests()).toEqual([])
    expect(signed.message).toContain(`\n${w.address}\n`)
    expect(signed.message).toMatch(/\nResources:\n- urn:recap:[A-Za-z0-9_-]+$/)
    const res = await verify(client, signed)
    expect([res.status, res.body]).toEqual([200, { address: w.address, chainId: CHAIN_ID }])
    expect(await client.me()).toBe(200)
  })

  it('a stale nonce (the message already used, by the browser that fetched it) is refused', async () => {
    await first.logout()
    const res = await verify(first, signed)
    expect((res.body as { error: string }).error).toBe('invalid_nonce')
    expect(await first.me()).toBe(401)
  })

  it('a CACAO naming another address than its signer is refused', async () => {
    const w = await wallet()
    const client = new KitClient(handlers)
    const { result } = await connectWith(w, await request(client))
    const other = privateKeyToAccount(anvilPrivateKeys[3]).address
    const forged = { ...result.signIn!, message: result.signIn!.message.replace(w.address, other) }
    const res = await verify(client, forged)
    expect((res.body as { error: string }).error).toBe('invalid_signature')
    expect(await client.me()).toBe(401)
  })

  it('a CACAO for another domain is refused', async () => {
    const w = await wallet()
    const client = new KitClient(handlers)
    const { result } = await connectWith(w, await request(client, { domain: 'mango.evil.example', uri: 'https://mango.evil.example' }))
    const res = await verify(client, result.signIn!)
    expect((res.body as { error: string }).error).toBe('wrong_domain')
    expect(await client.me()).toBe(401)
  })

  it('a wallet that does not know the sign-in request approves the session alone: no proof, same pairing', async () => {
    const w = await wallet(false)
    const client = new KitClient(handlers)
    const { result, uris } = await connectWith(w, await request(client))
    expect(result.accounts).toEqual([w.address])
    expect(result.signIn).toBeUndefined()
    expect(uris).toBe(1) // one QR code: the two steps go on in this session
    expect(w.proposals().map((r) => r.method)).toEqual(['wc_sessionPropose'])
  })

  it('a wallet of the older one-click path only (wc_sessionAuthenticate): the proposal still reaches it, so it connects in the same pairing and signs in the second step', async () => {
    const w = await wallet('authenticate')
    const client = new KitClient(handlers)
    const { connector, events } = dapp()
    const connecting = connector.connect({ signIn: await request(client) })
    await w.pair(await nextUri(events))
    const result = await connecting
    expect(result.accounts).toEqual([w.address])
    expect(result.signIn).toBeUndefined()
    expect(events.filter((e) => e.event === 'message')).toHaveLength(1) // no new pairing
    expect(w.proposals().map((r) => r.method)).toEqual(['wc_sessionPropose'])
    // The second step over that session: the page's own message, personal_sign, verified.
    const { nonce } = await client.nonce()
    const message = createSiweMessage({ domain: new URL(ORIGIN).host, uri: ORIGIN, version: '1', chainId: CHAIN_ID, nonce: nonce!, issuedAt: new Date(), address: w.address })
    const provider = await connector.getProvider()
    const signature = (await provider.request({ method: 'personal_sign', params: [toHex(message), w.address] })) as `0x${string}`
    expect(w.requests().map((r) => r.method)).toEqual(['personal_sign'])
    expect((await verify(client, { message, signature })).status).toBe(200)
    await connector.close()
  })

  it("that wallet mode is the real older path: a dApp on sign-client's authenticate() gets its signed CACAO in one approval, which the server signs in with", async () => {
    const w = await wallet('authenticate')
    const client = new KitClient(handlers)
    const { nonce } = await client.nonce()
    const app = await SignClient.init({ projectId: 'one-click-old-path', relayUrl: relay.url, customStoragePrefix: `old-path-${++page}`, storage: createMemoryKeyValueStorage(), logger: 'silent', metadata: { name: 'App', description: 'App', url: ORIGIN, icons: [] } })
    try {
      const { uri, response } = await app.authenticate({ chains: [`eip155:${CHAIN_ID}`], domain: new URL(ORIGIN).host, uri: ORIGIN, nonce: nonce!, methods: ['personal_sign'] })
      await w.pair(uri)
      const { auths } = await response()
      const [cacao] = auths!
      expect(w.proposals().map((r) => r.method)).toEqual(['wc_sessionAuthenticate']) // the fallback proposal is skipped
      const message = app.formatAuthMessage({ request: cacao!.p, iss: cacao!.p.iss })
      const res = await verify(client, { message, signature: cacao!.s.s as `0x${string}` })
      expect([res.status, res.body]).toEqual([200, { address: w.address, chainId: CHAIN_ID }])
    } finally {
      await app.core.relayer.transportClose().catch(() => {})
      app.core.heartbeat.stop()
    }
  })

  it('rejecting the one approval rejects both: nothing connected, nothing signed', async () => {
    const w = await wallet()
    const client = new KitClient(handlers)
    w.rejectNext()
    await expect(connectWith(w, await request(client))).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(w.proposals().map((r) => [r.method, r.rejected])).toEqual([['wc_sessionPropose', true]])
  })
})
