// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react'
import type { Address, Hash, Hex, RpcFeeHistory } from 'viem'
import { estimateFeesPerGas } from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ChainNotConfiguredError } from '../../../lib/core/errors'
import { useBlobBaseFee } from '../../../lib/react/useBlobBaseFee'
import { useBytecode, type UseBytecodeReturnType } from '../../../lib/react/useBytecode'
import { useEstimateFeesPerGas, type UseEstimateFeesPerGasReturnType } from '../../../lib/react/useEstimateFeesPerGas'
import { useEstimateMaxPriorityFeePerGas } from '../../../lib/react/useEstimateMaxPriorityFeePerGas'
import { useFeeHistory, type UseFeeHistoryReturnType } from '../../../lib/react/useFeeHistory'
import { useProof, type UseProofReturnType } from '../../../lib/react/useProof'
import { useStorageAt } from '../../../lib/react/useStorageAt'
import { FROM, startChainDataNode, type ChainDataNode } from './setup'

/**
 * The state and fee hooks against a real anvil: code and storage placed with anvil_setCode
 * and anvil_setStorageAt, each hook's answer compared with the node's own.
 */
const CONTRACT: Address = '0x0000000000000000000000000000000000C0FFEE'
/** PUSH1 42 PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN: returns the word 42. */
const CODE: Hex = '0x602a60005260206000f3'
const SLOT: Hash = `0x${'0'.repeat(63)}7`
const WORD: Hash = `0x${'0'.repeat(60)}beef`
const WIDE = { timeout: 10_000 }

let chain: ChainDataNode
beforeAll(async () => {
  chain = await startChainDataNode()
  await chain.rpc('anvil_setCode', [CONTRACT, CODE])
  await chain.rpc('anvil_setStorageAt', [CONTRACT, SLOT, WORD])
  // A few blocks with a transaction each, for the fee history to have rewards.
  for (let i = 0; i < 3; i++) await chain.send(CONTRACT, 1n)
})
afterAll(async () => chain?.stop())
afterEach(cleanup)

describe('state', () => {
  it('useBytecode is the node\'s code, null where there is none; useStorageAt is the node\'s slot', async () => {
    const seen: { code?: Hex | null; none?: Hex | null; slot?: Hex } = {}
    function Reads() {
      seen.code = useBytecode({ address: CONTRACT }).data
      seen.none = useBytecode({ address: FROM }).data
      seen.slot = useStorageAt({ address: CONTRACT, slot: SLOT }).data
      return null
    }
    render(chain.wrap(<Reads />))
    const code = await chain.rpc<Hex>('eth_getCode', [CONTRACT, 'latest'])
    const slot = await chain.rpc<Hex>('eth_getStorageAt', [CONTRACT, SLOT, 'latest'])
    expect(slot).toBe(WORD)
    await waitFor(() => expect(seen).toEqual({ code, none: null, slot }), WIDE)
  })

  it('useProof is the node\'s eth_getProof of the account and the slot', async () => {
    let proof: UseProofReturnType['data']
    function Reads() {
      proof = useProof({ address: CONTRACT, storageKeys: [SLOT] }).data
      return null
    }
    render(chain.wrap(<Reads />))
    const node = await chain.rpc<{ address: Address; codeHash: Hash; storageHash: Hash; accountProof: Hex[]; storageProof: { key: Hash; value: Hex; proof: Hex[] }[] }>('eth_getProof', [CONTRACT, [SLOT], 'latest'])
    await waitFor(() => expect(proof).toBeDefined(), WIDE)
    expect(proof).toMatchObject({ address: node.address, codeHash: node.codeHash, storageHash: node.storageHash, accountProof: node.accountProof })
    expect(proof!.storageProof).toEqual([{ key: SLOT, value: BigInt(WORD), proof: node.storageProof[0]!.proof }])
  })

  it('a read on a chain the app does not configure is ChainNotConfiguredError at once, not an endless load', async () => {
    let state: UseBytecodeReturnType | undefined
    function Reads() {
      state = useBytecode({ address: CONTRACT, chainId: 999 })
      return null
    }
    render(chain.wrap(<Reads />))
    expect(state).toMatchObject({ status: 'error', isFetching: false })
    expect(state!.error).toBeInstanceOf(ChainNotConfiguredError)
  })
})

describe('fees', () => {
  it('useFeeHistory is the node\'s eth_feeHistory', async () => {
    let history: UseFeeHistoryReturnType['data']
    function Reads() {
      history = useFeeHistory({ blockCount: 3, rewardPercentiles: [25, 75] }).data
      return null
    }
    render(chain.wrap(<Reads />))
    const node = await chain.rpc<RpcFeeHistory>('eth_feeHistory', ['0x3', 'latest', [25, 75]])
    await waitFor(() => expect(history).toBeDefined(), WIDE)
    expect(history).toEqual({
      oldestBlock: BigInt(node.oldestBlock),
      baseFeePerGas: node.baseFeePerGas.map(BigInt),
      gasUsedRatio: node.gasUsedRatio,
      reward: node.reward!.map((r) => r.map(BigInt)),
    })
  })

  it('useEstimateFeesPerGas is viem\'s estimate on the node, with wagmi 2\'s `formatted` in the asked unit; legacy gives the gas price', async () => {
    const seen: { fees?: UseEstimateFeesPerGasReturnType['data']; legacy?: UseEstimateFeesPerGasReturnType<'legacy'>['data']; tip?: bigint } = {}
    function Reads() {
      seen.fees = useEstimateFeesPerGas({ formatUnits: 'gwei' }).data
      seen.legacy = useEstimateFeesPerGas({ type: 'legacy', formatUnits: 'ether' }).data
      seen.tip = useEstimateMaxPriorityFeePerGas().data
      return null
    }
    render(chain.wrap(<Reads />))
    const fees = await estimateFeesPerGas(chain.node)
    const legacy = await estimateFeesPerGas(chain.node, { type: 'legacy' })
    const tip = BigInt(await chain.rpc<Hex>('eth_maxPriorityFeePerGas'))
    await waitFor(() => expect(seen.fees && seen.legacy && seen.tip).toBeTruthy(), WIDE)
    expect(seen.fees).toMatchObject({ maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas })
    expect(seen.fees!.formatted).toEqual({ gasPrice: undefined, maxFeePerGas: gwei(fees.maxFeePerGas), maxPriorityFeePerGas: gwei(fees.maxPriorityFeePerGas) })
    expect(seen.legacy).toMatchObject({ gasPrice: legacy.gasPrice })
    expect(seen.legacy!.formatted.gasPrice).toBe(ether(legacy.gasPrice))
    expect(seen.tip).toBe(tip)
  })

  it('useBlobBaseFee is the node\'s eth_blobBaseFee (anvil is Cancun or later)', async () => {
    let fee: bigint | undefined
    function Reads() {
      fee = useBlobBaseFee().data
      return null
    }
    render(chain.wrap(<Reads />))
    const node = BigInt(await chain.rpc<Hex>('eth_blobBaseFee'))
    await waitFor(() => expect(fee).toBe(node), WIDE)
  })
})

/** Decimal strings by hand (not viem's formatUnits, which the code under test uses). */
function gwei(wei: bigint): string {
  return decimal(wei, 9)
}
function ether(wei: bigint): string {
  return decimal(wei, 18)
}
function decimal(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
