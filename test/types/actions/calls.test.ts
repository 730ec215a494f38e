/**
 * EIP-5792 calls, capabilities and watchAsset: each action's types against @wagmi/core 3's (through 'wagmi/actions').
 * Where wagmi's type takes the config, both are instantiated on the same two-chain config;
 * `connector` is left out of parameters (it is the kit's Connector, see lib/README). What
 * still differs is pinned as it is, and listed in lib/README's wagmi table.
 */
import { describe, expectTypeOf, it } from 'vitest'
import type * as w from 'wagmi/actions'
import type * as kit from '@porch/kit'
import type { Address } from 'viem'
import type * as configs from './configs'
import type { wagmiTwoChains } from './configs'

// Declared, not imported: these tests are type-level only, so nothing is loaded at run time.
declare const sendCalls: typeof kit.sendCalls
declare const twoChains: typeof configs.twoChains

const to = '0x0000000000000000000000000000000000000001' as Address
/** A two-call bundle as wagmi's documentation writes it. */
type calls = { calls: readonly [{ to: Address; value: bigint }, { to: Address; data: `0x${string}` }] }
const calls = { calls: [{ to, value: 1n }, { to, data: '0x' }] } as calls

describe('EIP-5792 calls, capabilities and watchAsset', () => {
  it("sendCalls: calls written for wagmi compile, chainId one of the config's, experimental_fallback as wagmi's; the bundle id as wagmi's", () => {
    expectTypeOf<typeof calls>().toExtend<kit.SendCallsParameters<typeof twoChains>>()
    expectTypeOf<typeof calls>().toExtend<w.SendCallsParameters<typeof wagmiTwoChains>>()
    expectTypeOf<kit.SendCallsParameters<typeof twoChains>['chainId']>().toEqualTypeOf<1 | 10 | undefined>()
    expectTypeOf<kit.SendCallsParameters['experimental_fallback']>().toEqualTypeOf<w.SendCallsParameters['experimental_fallback']>()
    expectTypeOf<kit.SendCallsReturnType['id']>().toEqualTypeOf<w.SendCallsReturnType['id']>()
    const refused = () => {
      // @ts-expect-error 137 is not one of the config's chains
      void sendCalls(twoChains, { ...calls, chainId: 137 })
    }
    expectTypeOf(refused).toBeFunction()
  })

  // wagmi/actions has no sendCallsSync (only @wagmi/core's root): pinned against sendCalls' and viem's types.
  it("sendCallsSync: sendCalls' parameters with the wait's; resolves with the final status", () => {
    expectTypeOf<typeof calls & { timeout: 60_000 }>().toExtend<kit.SendCallsSyncParameters<typeof twoChains>>()
    expectTypeOf<kit.SendCallsSyncParameters<typeof twoChains>['chainId']>().toEqualTypeOf<1 | 10 | undefined>()
    expectTypeOf<kit.SendCallsSyncReturnType['status']>().toEqualTypeOf<w.GetCallsStatusReturnType['status']>()
  })

  it("getCallsStatus: parameters as wagmi's; the status is viem's, with the kit's `failure` code", () => {
    expectTypeOf<Omit<kit.GetCallsStatusParameters, 'connector'>>().toEqualTypeOf<Omit<w.GetCallsStatusParameters, 'connector'>>()
    expectTypeOf<Omit<kit.GetCallsStatusReturnType, 'failure'>>().toEqualTypeOf<w.GetCallsStatusReturnType>()
  })

  it("waitForCallsStatus: id, pollingInterval, timeout as wagmi's; resolves with getCallsStatus' result", () => {
    type Shared = 'id' | 'pollingInterval' | 'timeout'
    expectTypeOf<Pick<kit.WaitForCallsStatusParameters, Shared>>().toEqualTypeOf<Pick<w.WaitForCallsStatusParameters, Shared>>()
    expectTypeOf<kit.WaitForCallsStatusReturnType>().toEqualTypeOf<kit.GetCallsStatusReturnType>()
  })

  it('showCallsStatus', () => {
    expectTypeOf<Omit<kit.ShowCallsStatusParameters, 'connector'>>().toEqualTypeOf<Omit<w.ShowCallsStatusParameters, 'connector'>>()
    expectTypeOf<kit.ShowCallsStatusReturnType>().toEqualTypeOf<w.ShowCallsStatusReturnType>()
  })

  it("getCapabilities: the wallet's capabilities per chain, as wagmi's", () => {
    expectTypeOf<kit.GetCapabilitiesReturnType>().toEqualTypeOf<w.GetCapabilitiesReturnType<typeof wagmiTwoChains>>()
    expectTypeOf<kit.GetCapabilitiesParameters['account']>().toEqualTypeOf<Address | undefined>()
  })

  it("watchAsset: an ERC-20 as wagmi writes it (EIP-747); resolves whether the wallet added it, as wagmi", () => {
    expectTypeOf<kit.WatchAssetReturnType>().toEqualTypeOf<w.WatchAssetReturnType>()
    const asset = { type: 'ERC20', options: { address: to, symbol: 'TKN', decimals: 18 } } as const
    expectTypeOf(asset).toExtend<kit.WatchAssetParameters>()
    expectTypeOf(asset).toExtend<w.WatchAssetParameters>()
  })
})
