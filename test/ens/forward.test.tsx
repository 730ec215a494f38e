// @vitest-environment jsdom
/**
 * ENS forward lookups against a real chain (anvil with the fake Universal Resolver at
 * mainnet's address): useEnsAddress and useEnsText through the provider's ENS node, and
 * the framework-free getEnsAddress and getEnsText through a configured chain's client.
 * Every answer is real EVM output that viem encodes and decodes end to end.
 */
import { cleanup, render, waitFor } from '@testing-library/react'
import { defineChain, type Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { getEnsAddress } from '../../lib/core/actions/getEnsAddress'
import { getEnsText } from '../../lib/core/actions/getEnsText'
import { getEnsName } from '../../lib/core/actions/getEnsName'
import { getEnsAvatar } from '../../lib/core/actions/getEnsAvatar'
import { PorchProvider } from '../../lib/react/Provider'
import { useEnsAddress } from '../../lib/react/useEnsAddress'
import { useEnsText } from '../../lib/react/useEnsText'
import type { UseQueryReturnType } from '../../lib/react/query/types'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { memoryBackend } from '../fixtures/storage'
import { installFakeResolver, UNIVERSAL_RESOLVER } from './fakeResolver'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** Alice's Bitcoin address bytes (coin type 0, ENSIP-9): any bytes, decoded as given. */
const BTC_BYTES = '0x76a91462e907b15cbf27d5425399ebf6f0fb50ebb88f1888ac'

let anvil: AnvilInstance
let config: Config
beforeAll(async () => {
  anvil = await startAnvil()
  const records = await installFakeResolver(anvil.rpcUrl)
  await records.setAddr('alice.eth', ALICE)
  await records.setAddr('alice.eth', BTC_BYTES, 0n)
  await records.setText('alice.eth', 'com.twitter', 'alice_on_x')
  await records.setText('alice.eth', 'url', 'https://alice.example')
  await records.setName(ALICE, 'alice.eth')
  await records.setAvatar('alice.eth', 'data:image/png;base64,AAAA')
  await records.setAvatar('mallory.eth', 'javascript:alert(1)')
  // A chain of the app's with the Universal Resolver, for the actions (wagmi's path).
  const chain = defineChain({
    id: 1101,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    contracts: { ensUniversalResolver: { address: UNIVERSAL_RESOLVER } },
  })
  config = createConfig({ chains: [chain], appName: 'ENS', storage: createStorage({ backend: memoryBackend() }), pollingInterval: 50 })
})
afterAll(async () => {
  config?.destroy()
  await anvil?.stop()
})
afterEach(cleanup)

/** Renders `use` under a provider whose ENS node is the anvil; `latest()` is its last result. */
function renderHook<T>(use: () => T, { ens = true } = {}) {
  const seen: { value?: T } = {}
  function Probe() {
    seen.value = use()
    return null
  }
  render(
    <PorchProvider config={config} autoConnect={false} refreshInterval={60_000} ensRpcUrl={ens ? anvil.rpcUrl : undefined}>
      <Probe />
    </PorchProvider>,
  )
  return () => seen.value!
}

const settled = async <T,>(latest: () => UseQueryReturnType<T>) => {
  await waitFor(() => expect(latest().isSuccess || latest().isError).toBe(true), { timeout: 10_000 })
  return latest()
}

describe('useEnsAddress and useEnsText', () => {
  it('resolve a name to its address, another coin type and text records; a name without records is null', async () => {
    const address = renderHook(() => useEnsAddress({ name: 'alice.eth' }))
    const btc = renderHook(() => useEnsAddress({ name: 'alice.eth', coinType: 0 }))
    const twitter = renderHook(() => useEnsText({ name: 'alice.eth', key: 'com.twitter' }))
    const url = renderHook(() => useEnsText({ name: 'alice.eth', key: 'url' }))
    const nobody = renderHook(() => useEnsAddress({ name: 'nobody.eth' }))
    const noText = renderHook(() => useEnsText({ name: 'alice.eth', key: 'description' }))

    // The provider loads the resolver after mount: until then the answer may be null, so wait for the record.
    await waitFor(() => expect(address().data).toBe(ALICE), { timeout: 10_000 })
    await waitFor(() => expect(btc().data).toBe(BTC_BYTES), { timeout: 10_000 })
    await waitFor(() => expect(twitter().data).toBe('alice_on_x'), { timeout: 10_000 })
    await waitFor(() => expect(url().data).toBe('https://alice.example'), { timeout: 10_000 })
    expect((await settled(nobody)).data).toBeNull()
    expect((await settled(noText)).data).toBeNull()
  })

  it('read nothing until name (and key) are given, and answer null without an ENS node', async () => {
    const noName = renderHook(() => useEnsAddress({}))
    const noKey = renderHook(() => useEnsText({ name: 'alice.eth' }))
    const off = renderHook(() => useEnsText({ name: 'alice.eth', key: 'url', query: { select: (v) => v ?? 'none' } }), { ens: false })
    expect(noName().status).toBe('pending')
    expect(noName().isFetching).toBe(false)
    expect(noKey().isFetching).toBe(false)
    expect((await settled(off)).data).toBe('none')
  })
})

describe('getEnsAddress and getEnsText', () => {
  it('resolve through the Universal Resolver of a configured chain', async () => {
    expect(await getEnsAddress(config, { name: 'alice.eth' })).toBe(ALICE)
    expect(await getEnsAddress(config, { name: 'alice.eth', coinType: 0n })).toBe(BTC_BYTES)
    expect(await getEnsAddress(config, { name: 'nobody.eth' })).toBeNull()
    expect(await getEnsText(config, { name: 'alice.eth', key: 'com.twitter' })).toBe('alice_on_x')
    // Normalised first (ENSIP-15): the upper-case spelling is the same name; an invalid one is no name.
    expect(await getEnsAddress(config, { name: 'Alice.eth' })).toBe(ALICE)
    expect(await getEnsAddress(config, { name: 'al ice.eth' })).toBeNull()
  })

  it('refuse a chain the app does not configure', async () => {
    await expect(getEnsText(config, { name: 'alice.eth', key: 'url', chainId: 5 })).rejects.toMatchObject({ name: 'ChainNotConfiguredError' })
  })
})

export type { Address }

describe("wagmi's getEnsName and getEnsAvatar through a configured chain", () => {
  it('read the primary name and a safe avatar; an unsafe avatar or an invalid name is null', async () => {
    expect(await getEnsName(config, { address: ALICE })).toBe('alice.eth')
    expect(await getEnsName(config, { address: '0x000000000000000000000000000000000000dEaD' })).toBeNull()
    expect(await getEnsAvatar(config, { name: 'alice.eth' })).toBe('data:image/png;base64,AAAA')
    expect(await getEnsAvatar(config, { name: 'mallory.eth' })).toBeNull()
    expect(await getEnsAvatar(config, { name: 'not a name' })).toBeNull()
  })
})
