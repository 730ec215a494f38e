/**
 * openSafeHost without a browser: the Local Network Access grant (and the one sentence when
 * Playwright cannot give it), and the multi-owner message signing checked against the
 * official Safe SDK's hashes, with a local wallet-service stand-in capturing the posts.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { calculateSafeMessageHash, hashSafeMessage } from '@safe-global/protocol-kit'
import { getAddress, recoverAddress, stringToHex, type Hash, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSafeHost, type SafeHostPage } from '../../lib/testing'
import { createMessageSigner } from '../../lib/testing/safe/messages'

const KEYS = ['0x1111111111111111111111111111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222222222222222222222222222'] as const satisfies readonly Hex[]
const OWNERS = KEYS.map((k) => privateKeyToAccount(k).address)
const SAFE = getAddress('0x00000000000000000000000000000000000050fe')

function fakePage(grant: (permissions: string[], options?: { origin?: string }) => Promise<void>) {
  const calls: string[] = []
  const page: SafeHostPage<string> = {
    route: async () => void calls.push('route'),
    goto: async (url) => void calls.push(`goto ${url}`),
    evaluate: async () => undefined,
    frameLocator: () => '#app',
    context: () => ({ grantPermissions: async (p, o) => (calls.push(`grant ${p.join()} ${o?.origin}`), grant(p, o)) }),
    exposeFunction: async (name) => void calls.push(`expose ${name}`),
  }
  return { page, calls }
}
const options = { appUrl: 'http://127.0.0.1:4173/', safe: SAFE, owners: OWNERS, rpcUrl: 'http://127.0.0.1:1', chainId: 1101 }

describe('openSafeHost and Local Network Access', () => {
  it('grants the host origin local-network-access before the host page opens', async () => {
    const { page, calls } = fakePage(async () => {})
    await openSafeHost(page, { ...options, origin: 'https://app.safe.global' })
    expect(calls[0]).toBe('grant local-network-access https://app.safe.global')
    expect(calls.at(-1)).toMatch(/^goto https:\/\/app\.safe\.global\//)
  })

  it('an old Playwright that does not know the permission gets one sentence naming the flag, and no page opens', async () => {
    const { page, calls } = fakePage(async () => {
      throw new Error('Unknown permission: local-network-access\n    at stack')
    })
    await expect(openSafeHost(page, options)).rejects.toThrow(
      'openSafeHost could not grant https://app.safe.global Local Network Access (Unknown permission: local-network-access): update Playwright, or launch Chromium with --disable-features=LocalNetworkAccessChecks.',
    )
    expect(calls.filter((c) => c.startsWith('goto'))).toEqual([])
  })

  it('messageSigning says what is missing: the service for off-chain messages, an owner for a key', async () => {
    const { page } = fakePage(async () => {})
    await expect(openSafeHost(page, { ...options, messageSigning: { ownerKeys: KEYS } })).rejects.toThrow('needs `serviceUrl`')
    const stranger = '0x3333333333333333333333333333333333333333333333333333333333333333'
    await expect(openSafeHost(page, { ...options, serviceUrl: 'http://127.0.0.1:1', messageSigning: { ownerKeys: [stranger] } })).rejects.toThrow("is not one of the Safe's owners")
  })
})

describe('multi-owner message signing', () => {
  const posts: Array<{ path: string; body: { message?: string; signature: Hex } }> = []
  const service = createServer((req, res) => {
    let body = ''
    req.on('data', (d: Buffer) => (body += d.toString()))
    req.on('end', () => {
      posts.push({ path: req.url ?? '', body: JSON.parse(body) as { signature: Hex } })
      res.writeHead(201).end()
    })
  })
  let serviceUrl = ''
  beforeAll(async () => {
    await new Promise<void>((r) => service.listen(0, '127.0.0.1', r))
    serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => service.close(() => r())))

  it("off-chain: the SafeMessage hash is the Safe SDK's; each owner's signature goes to the service and recovers to them", async () => {
    const signer = createMessageSigner({ ownerKeys: KEYS, safe: SAFE, owners: OWNERS, chainId: 1101, rpcUrl: 'http://127.0.0.1:1', serviceUrl })
    const text = 'app.example wants you to sign in'
    const { reply } = await signer.sign('signMessage', { message: stringToHex(text) })
    const dataHash = hashSafeMessage(text) as Hash
    const messageHash = calculateSafeMessageHash(SAFE, dataHash, '1.4.1', 1101n) as Hash
    expect(reply).toEqual({ messageHash })
    expect(posts[0]!.path).toBe(`/v1/chains/1101/safes/${SAFE}/messages`)
    expect(posts[0]!.body.message).toBe(text)
    expect(await recoverAddress({ hash: messageHash, signature: posts[0]!.body.signature })).toBe(OWNERS[0])

    const [m] = signer.messages()
    expect(m).toMatchObject({ method: 'signMessage', message: text, dataHash, hash: messageHash, mode: 'offchain', confirmations: [OWNERS[0]] })
    await signer.confirmOffchain(signer.find(messageHash))
    expect(posts[1]!.path).toBe(`/v1/chains/1101/messages/${messageHash}/signatures`)
    expect(await recoverAddress({ hash: messageHash, signature: posts[1]!.body.signature })).toBe(OWNERS[1])
    expect(signer.messages()[0]!.confirmations).toEqual(OWNERS)
    await expect(signer.confirmOffchain(signer.find(messageHash))).rejects.toThrow('Every owner with a key has signed this message already.')
  })
})
