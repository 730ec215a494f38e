// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import type { Address } from 'viem'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { createStorage } from '../../lib/core/storage'
import { createEnsResolver, type EnsResolver } from '../../lib/core/ens'
import { EnsResolverContext, useEnsAvatar, useEnsName } from '../../lib/react/ens/hooks'
import { memoryBackend } from '../fixtures/storage'
import { startRpcProxy } from '../../scripts/bench/rpcProxy'
import { installFakeResolver } from './fakeResolver'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const LOOKUP_MS = 15_000
const AVATAR = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

let anvil: AnvilInstance
let proxy: Awaited<ReturnType<typeof startRpcProxy>>
beforeAll(async () => {
  anvil = await startAnvil()
  const records = await installFakeResolver(anvil.rpcUrl)
  await records.setName(ALICE, 'alice.eth')
  await records.setAvatar('alice.eth', AVATAR)
  proxy = await startRpcProxy(anvil.rpcUrl)
})
// A failed test leaves nothing mounted for the next one.
afterEach(cleanup)
afterAll(async () => {
  cleanup()
  await proxy?.stop()
  await anvil?.stop()
})

function Account({ address }: { address: Address }) {
  const name = useEnsName(address)
  const avatar = useEnsAvatar(name)
  return (
    <p>
      {avatar ? <img alt="avatar" src={avatar} /> : null}
      <span data-testid="name">{name ?? address}</span>
    </p>
  )
}

const view = (resolver: EnsResolver | null) => (
  <EnsResolverContext.Provider value={resolver}>
    <Account address={ALICE} />
  </EnsResolverContext.Provider>
)

/** The resolver with its lookups recorded, so a test can wait until every lookup the hooks started has answered. */
function watched(resolver: EnsResolver): { resolver: EnsResolver; settled(): Promise<void> } {
  const started: Array<Promise<unknown>> = []
  const track =
    <A,>(lookup: (arg: A) => Promise<string | undefined>) =>
    (arg: A) => {
      const answer = lookup(arg)
      started.push(answer)
      return answer
    }
  return {
    resolver: { ...resolver, lookupName: track(resolver.lookupName), lookupAvatar: track(resolver.lookupAvatar) },
    async settled() {
      await act(async () => {}) // effects have run: their lookups are recorded
      expect(started.length).toBeGreaterThan(0)
      await act(() => Promise.all(started))
    },
  }
}

it('shows the name after one lookup; a second render makes zero requests', { timeout: 40_000 }, async () => {
  const resolver = createEnsResolver({ rpcUrl: proxy.url, storage: createStorage({ backend: memoryBackend() }) })
  const start = proxy.requests
  const first = render(view(resolver))
  expect(screen.getByTestId('name').textContent).toBe(ALICE) // never blocks: the address shows first
  // A real node answers: under npm test's load (Vitest beside the end-to-end lane) a lookup
  // has taken over findBy's default second, so the deadline is wide.
  expect((await screen.findByText('alice.eth', {}, { timeout: LOOKUP_MS })).textContent).toBe('alice.eth')
  expect((await screen.findByAltText('avatar', {}, { timeout: LOOKUP_MS })).getAttribute('src')).toBe(AVATAR)
  expect(proxy.requests - start).toBe(2) // one name lookup, one avatar lookup
  first.unmount()

  const again = watched(resolver)
  const second = render(view(again.resolver))
  // Straight from the cache, in the first render.
  expect(screen.getByTestId('name').textContent).toBe('alice.eth')
  expect(screen.getByAltText('avatar').getAttribute('src')).toBe(AVATAR)
  await again.settled() // the background lookups answered from the cache

  expect(proxy.requests - start).toBe(2)
  second.unmount()
})

it('renders the name as text, and nothing without a resolver', async () => {
  render(view(null))
  await act(async () => {}) // effects have run
  expect(screen.getByTestId('name').textContent).toBe(ALICE)
})
