/**
 * ENS lookups: each action's types against @wagmi/core 3's (through 'wagmi/actions').
 * Where wagmi's type takes the config, both are instantiated on the same two-chain config;
 * `connector` is left out of parameters (it is the kit's Connector, see lib/README). What
 * still differs is pinned as it is, and listed in lib/README's wagmi table.
 */
import { describe, expectTypeOf, it } from 'vitest'
import type * as w from 'wagmi/actions'
import type * as kit from '@porch/kit'
import type { twoChains, wagmiTwoChains } from './configs'

describe('ENS lookups', () => {
  it("getEnsAddress: a lookup written for wagmi compiles (coinType also a number); the address equals wagmi's", () => {
    expectTypeOf<kit.GetEnsAddressReturnType>().toEqualTypeOf<w.GetEnsAddressReturnType>()
    const lookup = { name: 'wevm.eth', coinType: 60n, chainId: 1 } as const
    expectTypeOf(lookup).toExtend<kit.GetEnsAddressParameters>()
    expectTypeOf(lookup).toExtend<w.GetEnsAddressParameters<typeof wagmiTwoChains>>()
    expectTypeOf<kit.GetEnsAddressParameters['coinType']>().toEqualTypeOf<bigint | number | undefined>()
  })

  it("getEnsName: address and chainId (one of the config's) as wagmi's; the name equals wagmi's", () => {
    expectTypeOf<kit.GetEnsNameReturnType>().toEqualTypeOf<w.GetEnsNameReturnType>()
    type Shared = 'address' | 'chainId'
    expectTypeOf<Pick<kit.GetEnsNameParameters<typeof twoChains>, Shared>>().toEqualTypeOf<Pick<w.GetEnsNameParameters<typeof wagmiTwoChains>, Shared>>()
  })

  it("getEnsAvatar: name and chainId (one of the config's) as wagmi's; the URL equals wagmi's", () => {
    expectTypeOf<kit.GetEnsAvatarReturnType>().toEqualTypeOf<w.GetEnsAvatarReturnType>()
    type Shared = 'name' | 'chainId'
    expectTypeOf<Pick<kit.GetEnsAvatarParameters<typeof twoChains>, Shared>>().toEqualTypeOf<Pick<w.GetEnsAvatarParameters<typeof wagmiTwoChains>, Shared>>()
  })

  it("getEnsText: a lookup written for wagmi compiles; the text equals wagmi's", () => {
    expectTypeOf<kit.GetEnsTextReturnType>().toEqualTypeOf<w.GetEnsTextReturnType>()
    const lookup = { name: 'wevm.eth', key: 'com.twitter', chainId: 1 } as const
    expectTypeOf(lookup).toExtend<kit.GetEnsTextParameters>()
    expectTypeOf(lookup).toExtend<w.GetEnsTextParameters<typeof wagmiTwoChains>>()
  })
})
