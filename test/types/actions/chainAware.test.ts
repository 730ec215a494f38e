/**
 * Chain-aware action types against @wagmi/core's (through 'wagmi/actions'): parameters take
 * a chain's own fields (Celo's `feeCurrency`), results are formatted per chain (a zkSync
 * receipt's `l1BatchNumber`), and `chainId` is one of the config's. Type-level only: the
 * calls sit in functions that never run (nothing reaches a node).
 */
import type { Address, Hash } from 'viem'
import { celo, zksync } from 'viem/chains'
import { describe, expectTypeOf, it } from 'vitest'
import {
  estimateGas as wagmiEstimateGas,
  getTransactionReceipt as wagmiGetTransactionReceipt,
  type EstimateGasParameters as WagmiEstimateGasParameters,
  type GetTransactionReceiptParameters as WagmiGetTransactionReceiptParameters,
  type GetTransactionReceiptReturnType as WagmiGetTransactionReceiptReturnType,
} from 'wagmi/actions'
import { estimateGas, getTransactionReceipt, type EstimateGasParameters, type GetTransactionReceiptParameters, type GetTransactionReceiptReturnType } from '@porch/kit'
import { formatted, twoChains, wagmiFormatted, type wagmiTwoChains } from './configs'

const hash = '0x01' as Hash
const to = '0x0000000000000000000000000000000000000001' as Address

describe('estimateGas', () => {
  it("takes a chain's own fields (Celo's feeCurrency) as wagmi", () => {
    expectTypeOf(calls).toBeFunction()
  })
  const calls = () => {
    void estimateGas(formatted, { chainId: celo.id, to, feeCurrency: to })
    void wagmiEstimateGas(wagmiFormatted, { chainId: celo.id, to, feeCurrency: to })
    // @ts-expect-error mainnet has no fee currency
    void estimateGas(twoChains, { chainId: 1, to, feeCurrency: to })
    // @ts-expect-error 137 is not one of the config's chains
    void estimateGas(twoChains, { chainId: 137, to })
  }

  it("parameters equal wagmi's but for `connector`, which is the kit's Connector", () => {
    type Kit = Omit<EstimateGasParameters<typeof formatted, typeof celo.id>, 'connector'>
    type Wagmi = Omit<WagmiEstimateGasParameters<typeof wagmiFormatted, typeof celo.id>, 'connector'>
    expectTypeOf<Kit>().toEqualTypeOf<Wagmi>()
    type KitTwo = Omit<EstimateGasParameters<typeof twoChains>, 'connector'>
    type WagmiTwo = Omit<WagmiEstimateGasParameters<typeof wagmiTwoChains>, 'connector'>
    expectTypeOf<KitTwo>().toEqualTypeOf<WagmiTwo>()
    expectTypeOf(estimateGas<typeof twoChains>).returns.toEqualTypeOf<ReturnType<typeof wagmiEstimateGas<typeof wagmiTwoChains>>>()
  })
})

describe('getTransactionReceipt', () => {
  it('is formatted for its chain: a zkSync receipt has l1BatchNumber', () => {
    expectTypeOf(read).toBeFunction()
  })
  const read = async () => {
    const receipt = await getTransactionReceipt(formatted, { hash, chainId: zksync.id })
    expectTypeOf(receipt.chainId).toEqualTypeOf<typeof celo.id | typeof zksync.id>()
    if ('l1BatchNumber' in receipt) expectTypeOf(receipt.l1BatchNumber).toEqualTypeOf<bigint | null>()
    expectTypeOf(await getTransactionReceipt(formatted, { hash })).toEqualTypeOf(await wagmiGetTransactionReceipt(wagmiFormatted, { hash }))
  }

  it("parameters and result equal wagmi's", () => {
    expectTypeOf<GetTransactionReceiptParameters<typeof formatted>>().toEqualTypeOf<WagmiGetTransactionReceiptParameters<typeof wagmiFormatted>>()
    expectTypeOf<GetTransactionReceiptReturnType<typeof formatted, typeof zksync.id>>().toEqualTypeOf<WagmiGetTransactionReceiptReturnType<typeof wagmiFormatted, typeof zksync.id>>()
    expectTypeOf<GetTransactionReceiptReturnType<typeof twoChains>>().toEqualTypeOf<WagmiGetTransactionReceiptReturnType<typeof wagmiTwoChains>>()
  })
})
