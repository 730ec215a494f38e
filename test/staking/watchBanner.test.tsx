// @vitest-environment jsdom
/**
 * Watch mode's banner names the watched address by its ENS name when it has one, through the
 * kit's ENS lookup as the account button does (here against a Universal Resolver on anvil,
 * as the kit's own ENS tests do; the e2e devnet has no ENS), with the short address beside it.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import type { Address } from 'viem'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { createConfig } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { PorchProvider } from '../../lib/react/Provider'
import { useEnsName } from '../../lib/react/useEnsName'
import { WatchBanner } from '../../src/staking/parts/WatchBanner'
import { installFakeResolver } from '../ens/fakeResolver'
import { offlineChain as chain } from '../fixtures/chain'
import { memoryBackend } from '../fixtures/storage'

const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil()
  const records = await installFakeResolver(anvil.rpcUrl)
  await records.setName(ALICE, 'alice.eth')
}, 60_000)
afterEach(cleanup)
afterAll(async () => {
  await anvil?.stop()
})

// The lookup is a real request to anvil: under a full, parallel test run it can take more than findBy's default 1 s.
const LOOKUP_DEADLINE = { timeout: 15_000 }

/** The same lookup the banner makes, to know when it has answered. */
function Lookup({ address }: { address: Address }) {
  return <span data-testid="lookup">{useEnsName({ address }).status}</span>
}

const banner = (address: Address) => {
  const config = createConfig({ chains: [chain], appName: 'Mango', storage: createStorage({ backend: memoryBackend() }), connectors: [] })
  return (
    <PorchProvider config={config} autoConnect={false} ensRpcUrl={anvil.rpcUrl}>
      <WatchBanner address={address} onStop={() => undefined} />
      <Lookup address={address} />
    </PorchProvider>
  )
}

it('names the watched address by its ENS name, the short address beside it, the full one in the title', async () => {
  render(banner(ALICE))
  const who = screen.getByText(/^Watching/)
  expect(who.textContent).toBe('Watching 0x70…79C8') // at once, before the lookup answers
  expect(await screen.findByText('alice.eth', undefined, LOOKUP_DEADLINE)).toBeTruthy()
  expect(who.textContent).toBe('Watching alice.eth0x70…79C8') // two <bdi>, spaced by CSS
  expect(who.getAttribute('title')).toBe(`alice.eth (${ALICE})`)
})

it('shows the short address alone for an address without a name', async () => {
  render(banner(BOB))
  const who = screen.getByText(/^Watching/)
  // The lookup answers "no name": still the address alone, its full form in the title.
  expect((await screen.findByText('success', undefined, LOOKUP_DEADLINE)).dataset.testid).toBe('lookup')
  expect(who.textContent).toBe('Watching 0x3C…93BC')
  expect(who.getAttribute('title')).toBe(BOB)
})
