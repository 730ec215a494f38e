/**
 * createConfig's result against wagmi 3's, field by field, for a two-chain config. The Config
 * types themselves differ where the kit's connectors and state differ (see lib/README's wagmi
 * table): each field an app reads is compared instead.
 */
import type { Chain, Client, HttpTransport } from 'viem'
import { mainnet, optimism } from 'viem/chains'
import { describe, expectTypeOf, it } from 'vitest'
import type { State as WagmiState } from 'wagmi'
import { getChainId as wagmiGetChainId, getChains as wagmiGetChains, getClient as wagmiGetClient } from 'wagmi/actions'
import { getChainId, getChains, getClient, type Config, type ConfigState } from '@porch/kit'
import { twoChains, wagmiTwoChains } from './configs'

describe('a two-chain config', () => {
  it('carries its chains and ids as wagmi', () => {
    expectTypeOf(twoChains.chains).toEqualTypeOf(wagmiTwoChains.chains)
    expectTypeOf(getChains(twoChains)).toEqualTypeOf(wagmiGetChains(wagmiTwoChains))
    expectTypeOf(getChainId(twoChains)).toEqualTypeOf(wagmiGetChainId(wagmiTwoChains))
    expectTypeOf(getChainId(twoChains)).toEqualTypeOf<1 | 10>()
    expectTypeOf(twoChains.state.chainId).toEqualTypeOf(wagmiTwoChains.state.chainId)
    expectTypeOf<ConfigState['status']>().toEqualTypeOf<WagmiState['status']>()
  })

  it("types getClient per chain as wagmi's (chain object, transport type)", () => {
    expectTypeOf(twoChains.getClient({ chainId: optimism.id })).toEqualTypeOf<Client<HttpTransport, typeof optimism>>()
    expectTypeOf(twoChains.getClient({ chainId: optimism.id }).chain).toEqualTypeOf(wagmiTwoChains.getClient({ chainId: optimism.id }).chain)
    expectTypeOf(getClient(twoChains, { chainId: mainnet.id }).transport.type).toEqualTypeOf(wagmiGetClient(wagmiTwoChains, { chainId: mainnet.id }).transport.type)
    expectTypeOf(getClient(twoChains, { chainId: mainnet.id }).chain).toEqualTypeOf(wagmiGetClient(wagmiTwoChains, { chainId: mainnet.id }).chain)
    expectTypeOf(getClient(twoChains).chain).toEqualTypeOf(wagmiGetClient(wagmiTwoChains).chain)
    // Type-level only (a chain the config lacks throws at run time).
    const refused = () => {
      // @ts-expect-error 137 is not one of the config's chains
      getClient(twoChains, { chainId: 137 })
      // @ts-expect-error 137 is not one of the config's chains
      twoChains.getClient({ chainId: 137 })
    }
    expectTypeOf(refused).toBeFunction()
  })

  it("has wagmi's subscribe signature (its state's connections hold the kit's Connector, see lib/README)", () => {
    expectTypeOf(twoChains.subscribe<number>).parameter(2).toEqualTypeOf<Parameters<typeof wagmiTwoChains.subscribe<number>>[2]>()
    expectTypeOf(twoChains.subscribe<number>).parameter(1).toEqualTypeOf<Parameters<typeof wagmiTwoChains.subscribe<number>>[1]>()
    expectTypeOf(twoChains.subscribe<number>).returns.toEqualTypeOf<ReturnType<typeof wagmiTwoChains.subscribe<number>>>()
    expectTypeOf<Omit<ConfigState<typeof twoChains.chains>, 'connections'>>().toEqualTypeOf<Omit<WagmiState<typeof wagmiTwoChains.chains>, 'connections'>>()
    twoChains.subscribe(
      (state) => state.chainId,
      (chainId) => expectTypeOf(chainId).toEqualTypeOf<1 | 10>(),
      { emitImmediately: true, equalityFn: (a, b) => a === b },
    )
  })

  it('without type arguments is the plain Config, to which a narrowed one is assignable', () => {
    expectTypeOf(twoChains).toExtend<Config>()
    expectTypeOf<Config['chains']>().toEqualTypeOf<readonly [Chain, ...Chain[]]>()
    expectTypeOf(getChainId<Config>).returns.toEqualTypeOf<number>()
  })
})
