import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { createStorage } from '../../lib/core/storage'
import { createEnsResolver, ENS_CACHE_TTL_MS } from '../../lib/core/ens'
import { memoryBackend } from '../fixtures/storage'
import { startRpcProxy } from '../../scripts/bench/rpcProxy'
import { installFakeResolver } from './fakeResolver'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const NOBODY = '0x90F79bf6EB2c4f870365E96051D8b1b22F6f0e7C'
const AVATAR = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

let anvil: AnvilInstance
let proxy: Awaited<ReturnType<typeof startRpcProxy>>
let records: Awaited<ReturnType<typeof installFakeResolver>>

beforeAll(async () => {
  anvil = await startAnvil()
  records = await installFakeResolver(anvil.rpcUrl)
  await records.setName(ALICE, 'alice.eth')
  await records.setName(BOB, 'bob.eth')
  await records.setAvatar('alice.eth', AVATAR)
  await records.setAvatar('bob.eth', 'javascript:alert(1)')
  proxy = await startRpcProxy(anvil.rpcUrl)
})
afterAll(async () => {
  await proxy?.stop()
  await anvil?.stop()
})

/** A resolver with a controllable clock over `backend` (pass the same backend to model a reload). */
function resolverOn(backend = memoryBackend(), clock = { t: 1_700_000_000_000 }) {
  const resolver = createEnsResolver({ rpcUrl: proxy.url, storage: createStorage({ backend }), now: () => clock.t })
  return { resolver, backend, clock }
}

/** Requests made while `fn` runs. */
async function requestsDuring<T>(fn: () => Promise<T>): Promise<{ value: T; requests: number }> {
  const before = proxy.requests
  const value = await fn()
  return { value, requests: proxy.requests - before }
}

describe('ENS name lookups', () => {
  it('are disabled without an RPC URL', async () => {
    const resolver = createEnsResolver({ storage: createStorage({ backend: memoryBackend() }) })
    expect(resolver.enabled).toBe(false)
    expect(await resolver.lookupName(ALICE)).toBeUndefined()
    expect(await resolver.lookupAvatar('alice.eth')).toBeUndefined()
  })

  it('resolve through the Universal Resolver, then answer from the cache with zero requests', async () => {
    const { resolver, backend, clock } = resolverOn()
    const before = proxy.methods.length
    const first = await requestsDuring(() => resolver.lookupName(ALICE))
    expect(first).toEqual({ value: 'alice.eth', requests: 1 })
    expect(proxy.methods.slice(before)).toEqual(['eth_call'])

    const second = await requestsDuring(() => resolver.lookupName(ALICE))
    expect(second).toEqual({ value: 'alice.eth', requests: 0 })
    expect(resolver.peekName(ALICE)).toBe('alice.eth')

    // A reload (new resolver, same storage) also answers without a request.
    const reloaded = resolverOn(backend, clock).resolver
    expect(reloaded.peekName(ALICE)).toBe('alice.eth')
    expect(await requestsDuring(() => reloaded.lookupName(ALICE.toLowerCase() as typeof ALICE))).toEqual({
      value: 'alice.eth',
      requests: 0,
    })
  })

  it('stay fresh for one day; a stale entry triggers exactly one new request', async () => {
    const { resolver, clock } = resolverOn()
    expect((await requestsDuring(() => resolver.lookupName(BOB))).requests).toBe(1)

    clock.t += ENS_CACHE_TTL_MS - 1
    expect(await requestsDuring(() => resolver.lookupName(BOB))).toEqual({ value: 'bob.eth', requests: 0 })

    await records.setName(BOB, 'robert.eth') // the chain changes meanwhile
    clock.t += 1 // now exactly one day old: stale
    expect(resolver.peekName(BOB)).toBe('bob.eth') // stale value still shown while refreshing
    expect(await requestsDuring(() => resolver.lookupName(BOB))).toEqual({ value: 'robert.eth', requests: 1 })
    expect(await requestsDuring(() => resolver.lookupName(BOB))).toEqual({ value: 'robert.eth', requests: 0 })
    await records.setName(BOB, 'bob.eth')
  })

  it('show a name only when ENSIP-15 normalisation leaves it unchanged', async () => {
    const carol = getAddress('0x00000000000000000000000000000000000c0ffe')
    for (const spoof of ['vitalik\u200b.eth', 'Vitalik.eth']) {
      await records.setName(carol, spoof)
      expect([spoof, await resolverOn().resolver.lookupName(carol)]).toEqual([spoof, undefined])
    }
    await records.setName(carol, 'vitalik.eth')
    expect(await resolverOn().resolver.lookupName(carol)).toBe('vitalik.eth')
  })

  it('share one request between concurrent lookups', async () => {
    const { resolver } = resolverOn()
    const { value, requests } = await requestsDuring(() =>
      Promise.all([resolver.lookupName(ALICE), resolver.lookupName(ALICE), resolver.lookupName(ALICE.toLowerCase() as typeof ALICE)]),
    )
    expect(value).toEqual(['alice.eth', 'alice.eth', 'alice.eth'])
    expect(requests).toBe(1)
  })

  it('cache "no name" too', async () => {
    const { resolver } = resolverOn()
    expect(await requestsDuring(() => resolver.lookupName(NOBODY))).toEqual({ value: undefined, requests: 1 })
    expect(await requestsDuring(() => resolver.lookupName(NOBODY))).toEqual({ value: undefined, requests: 0 })
  })

  it('answer undefined for invalid addresses without a request', async () => {
    const { resolver } = resolverOn()
    expect(await requestsDuring(() => resolver.lookupName('0x1234' as typeof ALICE))).toEqual({ value: undefined, requests: 0 })
  })
})

describe('ENS avatar lookups', () => {
  it('resolve the avatar text record and cache it', async () => {
    const { resolver } = resolverOn()
    expect(await requestsDuring(() => resolver.lookupAvatar('alice.eth'))).toEqual({ value: AVATAR, requests: 1 })
    expect(await requestsDuring(() => resolver.lookupAvatar('ALICE.eth'))).toEqual({ value: AVATAR, requests: 0 })
    expect(resolver.peekAvatar('alice.eth')).toBe(AVATAR)
  })

  it('never return a javascript: avatar', async () => {
    const { resolver } = resolverOn()
    expect(await resolver.lookupAvatar('bob.eth')).toBeUndefined()
  })
})

describe('failures', () => {
  it('answer undefined instead of throwing when the node is unreachable or broken', async () => {
    const broken = createServer((_, res) => {
      res.writeHead(500)
      res.end('nope')
    })
    await new Promise<void>((r) => broken.listen(0, '127.0.0.1', r))
    const { port } = broken.address() as AddressInfo
    const storage = createStorage({ backend: memoryBackend() })
    const viaBroken = createEnsResolver({ rpcUrl: `http://127.0.0.1:${port}`, storage })
    expect(await viaBroken.lookupName(ALICE)).toBeUndefined()
    expect(await viaBroken.lookupAvatar('alice.eth')).toBeUndefined()
    await new Promise<void>((r) => broken.close(() => r()))
    const viaClosed = createEnsResolver({ rpcUrl: `http://127.0.0.1:${port}`, storage })
    expect(await viaClosed.lookupName(ALICE)).toBeUndefined()
  })

  it('keep the stale name when the refresh fails', async () => {
    const backend = memoryBackend()
    const clock = { t: 1_700_000_000_000 }
    expect(await resolverOn(backend, clock).resolver.lookupName(ALICE)).toBe('alice.eth')
    clock.t += 2 * ENS_CACHE_TTL_MS
    const offline = createEnsResolver({ rpcUrl: 'http://127.0.0.1:9', storage: createStorage({ backend }), now: () => clock.t })
    expect(await offline.lookupName(ALICE)).toBe('alice.eth')
  })

  it('survive corrupted or hostile cached values', async () => {
    for (const raw of ['{not json', '[]', '"x"', '{"names":{"__proto__":{"v":"evil.eth","t":1}},"avatars":5}',
      `{"names":{"${ALICE.toLowerCase()}":{"v":"a\u202Eevil.eth","t":9e15}},"avatars":{"alice.eth":{"v":"javascript:alert(1)","t":9e15}}}`]) {
      const backend = memoryBackend()
      backend.setItem('porch.version', '1')
      backend.setItem('porch.ens', raw)
      const { resolver } = resolverOn(backend)
      expect(resolver.peekName(ALICE)).toBeUndefined()
      expect(resolver.peekAvatar('alice.eth')).toBeUndefined()
      expect(await resolver.lookupName(ALICE)).toBe('alice.eth')
    }
    expect(({} as Record<string, unknown>).v).toBeUndefined()
  })
})
