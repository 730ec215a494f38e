/** `@porch/kit/chains` is viem's chains as `wagmi/chains` re-exports them: the same objects, the same types. */
import * as viemChains from 'viem/chains'
import { describe, expect, expectTypeOf, it } from 'vitest'
import * as wagmiChains from 'wagmi/chains'
import * as chains from '@porch/kit/chains'
import { celo, mainnet, zksync } from '@porch/kit/chains'

describe('@porch/kit/chains', () => {
  it("exports every chain of wagmi/chains, as viem's own objects", () => {
    expect(Object.keys(chains).sort()).toEqual(Object.keys(wagmiChains).sort())
    expect(mainnet).toBe(viemChains.mainnet)
    expectTypeOf(mainnet).toEqualTypeOf(wagmiChains.mainnet)
    expectTypeOf(celo).toEqualTypeOf(wagmiChains.celo)
    expectTypeOf(zksync).toEqualTypeOf(wagmiChains.zksync)
  })
})
