/** multicall's types against @wagmi/core's: an ERC-20 ABI, results typed per call, `chainId` one of the config's. */
import { erc20Abi, type Address } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import { type multicall as wagmiMulticall, type MulticallParameters as WagmiMulticallParameters } from 'wagmi/actions'
import { multicall, type MulticallParameters, type MulticallReturnType } from '@porch/kit'
import { twoChains, type wagmiTwoChains } from './configs'

const token = { address: '0x0000000000000000000000000000000000000001' as Address, abi: erc20Abi } as const
const contracts = [
  { ...token, functionName: 'balanceOf', args: ['0x0000000000000000000000000000000000000002'] },
  { ...token, functionName: 'symbol' },
] as const

describe('multicall', () => {
  it("parameters and results equal wagmi's", () => {
    expectTypeOf<MulticallParameters<typeof contracts, false, typeof twoChains>>().toEqualTypeOf<WagmiMulticallParameters<typeof contracts, false, typeof wagmiTwoChains>>()
    expectTypeOf<MulticallReturnType<typeof contracts, false>>().toEqualTypeOf<[bigint, string]>()
    expectTypeOf(multicall<typeof twoChains, typeof contracts, true>).returns.toEqualTypeOf<ReturnType<typeof wagmiMulticall<typeof wagmiTwoChains, typeof contracts, true>>>()
    // Type-level only (nothing reaches a node).
    const refused = () => {
      // @ts-expect-error 137 is not one of the config's chains
      void multicall(twoChains, { contracts, chainId: 137 })
    }
    expectTypeOf(refused).toBeFunction()
  })
})
