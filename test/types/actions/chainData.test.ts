/**
 * Chain data: blocks, transactions, fees, state, gas estimates and calls: each action's types against @wagmi/core 3's (through 'wagmi/actions').
 * Where wagmi's type takes the config, both are instantiated on the same two-chain config;
 * `connector` is left out of parameters (it is the kit's Connector, see lib/README). What
 * still differs is pinned as it is, and listed in lib/README's wagmi table.
 */
import { describe, expectTypeOf, it } from 'vitest'
import type * as w from 'wagmi/actions'
import type * as kit from '@porch/kit'
import type { Address, Hash } from 'viem'
import type * as configs from './configs'
import type { wagmiTwoChains } from './configs'

// Declared, not imported: these tests are type-level only, so nothing is loaded at run time.
declare const estimateFeesPerGas: typeof kit.estimateFeesPerGas
declare const getBlockNumber: typeof kit.getBlockNumber
declare const twoChains: typeof configs.twoChains

describe('Chain data: blocks, transactions, fees, state, gas estimates and calls', () => {
  it("getBlockNumber: parameters (chainId one of the config's, cacheTime) and result equal wagmi's", () => {
    expectTypeOf<Omit<kit.GetBlockNumberParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<w.GetBlockNumberParameters<typeof wagmiTwoChains>>()
    expectTypeOf<kit.GetBlockNumberReturnType>().toEqualTypeOf<w.GetBlockNumberReturnType>()
    const refused = () => {
      // @ts-expect-error 137 is not one of the config's chains
      void getBlockNumber(twoChains, { chainId: 137 })
    }
    expectTypeOf(refused).toBeFunction()
  })

  it("getBlock: parameters equal wagmi's; the block is viem's, with `chainId` a number (wagmi: the chain's id)", () => {
    expectTypeOf<Omit<kit.GetBlockParameters, 'connector'>>().toEqualTypeOf<Omit<w.GetBlockParameters, 'connector'>>()
    expectTypeOf<Omit<kit.GetBlockReturnType, 'chainId'>>().toEqualTypeOf<Omit<w.GetBlockReturnType, 'chainId'>>()
    expectTypeOf<kit.GetBlockReturnType['chainId']>().toEqualTypeOf<number>()
  })

  it('getBlockTransactionCount', () => {
    expectTypeOf<Omit<kit.GetBlockTransactionCountParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.GetBlockTransactionCountParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.GetBlockTransactionCountReturnType>().toEqualTypeOf<w.GetBlockTransactionCountReturnType>()
  })

  it("getTransaction: takes wagmi's parameters; the transaction is viem's with `chainId` a number (wagmi: the chain's id)", () => {
    expectTypeOf<Omit<kit.GetTransactionParameters, 'chainId'>>().toEqualTypeOf<Omit<w.GetTransactionParameters, 'chainId'>>()
    expectTypeOf<kit.GetTransactionParameters['chainId']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<kit.GetTransactionReturnType['hash']>().toEqualTypeOf<w.GetTransactionReturnType['hash']>()
    expectTypeOf<kit.GetTransactionReturnType['chainId']>().toEqualTypeOf<number>()
  })

  it("getTransactionConfirmations: takes wagmi's calls (by hash or receipt); the result equals wagmi's", () => {
    expectTypeOf<kit.GetTransactionConfirmationsReturnType>().toEqualTypeOf<w.GetTransactionConfirmationsReturnType>()
    expectTypeOf<{ hash: Hash; chainId: 1 }>().toExtend<kit.GetTransactionConfirmationsParameters>()
    expectTypeOf<{ hash: Hash; chainId: 1 }>().toExtend<w.GetTransactionConfirmationsParameters<typeof wagmiTwoChains>>()
  })

  it("getTransactionCount: chainId is one of the config's and the result equals wagmi's; a block is chosen by number or tag only (no blockHash)", () => {
    expectTypeOf<kit.GetTransactionCountReturnType>().toEqualTypeOf<w.GetTransactionCountReturnType>()
    expectTypeOf<kit.GetTransactionCountParameters<typeof twoChains>['chainId']>().toEqualTypeOf<w.GetTransactionCountParameters<typeof wagmiTwoChains>['chainId']>()
    expectTypeOf<{ address: Address; blockTag: 'pending'; chainId: 10 }>().toExtend<kit.GetTransactionCountParameters<typeof twoChains>>()
    expectTypeOf<{ address: Address; blockTag: 'pending'; chainId: 10 }>().toExtend<w.GetTransactionCountParameters<typeof wagmiTwoChains>>()
  })

  it('getBytecode', () => {
    expectTypeOf<Omit<kit.GetBytecodeParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.GetBytecodeParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.GetBytecodeReturnType>().toEqualTypeOf<w.GetBytecodeReturnType>()
  })

  it('getStorageAt', () => {
    expectTypeOf<Omit<kit.GetStorageAtParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.GetStorageAtParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.GetStorageAtReturnType>().toEqualTypeOf<w.GetStorageAtReturnType>()
  })

  it('getProof', () => {
    expectTypeOf<Omit<kit.GetProofParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.GetProofParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.GetProofReturnType>().toEqualTypeOf<w.GetProofReturnType>()
  })

  it("getBalance: address and chainId as wagmi's (the balance is read at the latest block through Multicall3: no block parameters); the result adds wagmi 2's `formatted`", () => {
    expectTypeOf<Pick<kit.GetBalanceParameters<typeof twoChains>, 'address' | 'chainId'>>().toEqualTypeOf<Pick<w.GetBalanceParameters<typeof wagmiTwoChains>, 'address' | 'chainId'>>()
    expectTypeOf<kit.GetBalanceParameters>().not.toHaveProperty('blockNumber')
    expectTypeOf<Omit<kit.GetBalanceReturnType, 'formatted'>>().toEqualTypeOf<w.GetBalanceReturnType>()
    expectTypeOf<kit.GetBalanceReturnType['formatted']>().toEqualTypeOf<string>()
  })

  it('getGasPrice', () => {
    expectTypeOf<Omit<kit.GetGasPriceParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.GetGasPriceParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.GetGasPriceReturnType>().toEqualTypeOf<w.GetGasPriceReturnType>()
  })

  it('getFeeHistory', () => {
    expectTypeOf<Omit<kit.GetFeeHistoryParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.GetFeeHistoryParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.GetFeeHistoryReturnType>().toEqualTypeOf<w.GetFeeHistoryReturnType>()
  })

  it("estimateFeesPerGas: `type` and chainId as wagmi's, per fee type; the result adds wagmi 2's `formatted` (deprecated)", () => {
    expectTypeOf<kit.EstimateFeesPerGasParameters<'legacy', typeof twoChains>['chainId']>().toEqualTypeOf<w.EstimateFeesPerGasParameters<'legacy', typeof wagmiTwoChains>['chainId']>()
    expectTypeOf<kit.EstimateFeesPerGasParameters<'legacy'>['type']>().toEqualTypeOf<'legacy' | undefined>()
    expectTypeOf<Omit<kit.EstimateFeesPerGasReturnType<'legacy'>, 'formatted'>>().toEqualTypeOf<w.EstimateFeesPerGasReturnType<'legacy'>>()
    expectTypeOf<Omit<kit.EstimateFeesPerGasReturnType<'eip1559'>, 'formatted'>>().toEqualTypeOf<w.EstimateFeesPerGasReturnType<'eip1559'>>()
    const refused = () => {
      // @ts-expect-error 137 is not one of the config's chains
      void estimateFeesPerGas(twoChains, { chainId: 137 })
    }
    expectTypeOf(refused).toBeFunction()
  })

  it('estimateMaxPriorityFeePerGas', () => {
    expectTypeOf<Omit<kit.EstimateMaxPriorityFeePerGasParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.EstimateMaxPriorityFeePerGasParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.EstimateMaxPriorityFeePerGasReturnType>().toEqualTypeOf<w.EstimateMaxPriorityFeePerGasReturnType>()
  })

  it('getBlobBaseFee', () => {
    expectTypeOf<Omit<kit.GetBlobBaseFeeParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.GetBlobBaseFeeParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.GetBlobBaseFeeReturnType>().toEqualTypeOf<w.GetBlobBaseFeeReturnType>()
  })

  it("call: parameters (viem's call request, chainId one of the config's) and result equal wagmi's", () => {
    expectTypeOf<kit.CallParameters<typeof twoChains>>().toEqualTypeOf<w.CallParameters<typeof wagmiTwoChains>>()
    expectTypeOf<kit.CallReturnType>().toEqualTypeOf<w.CallReturnType>()
  })

  it('estimateGas', () => {
    expectTypeOf<Omit<kit.EstimateGasParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.EstimateGasParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.EstimateGasReturnType>().toEqualTypeOf<w.EstimateGasReturnType>()
  })

  it('getTransactionReceipt', () => {
    expectTypeOf<Omit<kit.GetTransactionReceiptParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.GetTransactionReceiptParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.GetTransactionReceiptReturnType<typeof twoChains>>().toEqualTypeOf<w.GetTransactionReceiptReturnType<typeof wagmiTwoChains>>()
  })
})
