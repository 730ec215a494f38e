/**
 * The screen's read ABIs are written by hand to keep the full ABIs out of the first load:
 * each must match the compiled contracts' function (signature, outputs), or a read would
 * send the wrong selector or decode the wrong shape.
 */
import { toFunctionSignature, type Abi, type AbiFunction, type AbiParameter } from 'viem'
import { describe, expect, it } from 'vitest'
import { mangoTokenAbi, multicall3Abi, plantedMangoAbi } from '../../contracts/generated'
import { multicall3ReadAbi, pMangoReadAbi, probeAbi, tokenReadAbi } from '../../src/staking/readAbi'

const shape = (params: readonly AbiParameter[]): unknown[] =>
  params.map((p) => ('components' in p ? { type: p.type, components: shape(p.components) } : p.type))
const functions = (abi: Abi) => abi.filter((item): item is AbiFunction => item.type === 'function')

const cases: Array<[string, Abi, Abi]> = [
  ['ERC-20 (MANGO, pMANGO, USDC)', tokenReadAbi, mangoTokenAbi],
  ['pMANGO views', pMangoReadAbi, plantedMangoAbi],
  ['pMANGO actions probed as calls', probeAbi, plantedMangoAbi],
  ['Multicall3', multicall3ReadAbi, multicall3Abi],
]

describe('read ABIs', () => {
  it.each(cases)('%s match the compiled contracts', (_name, ours, compiled) => {
    for (const fn of functions(ours)) {
      const match = functions(compiled).find((c) => toFunctionSignature(c) === toFunctionSignature(fn))
      expect(match, toFunctionSignature(fn)).toBeDefined()
      expect(shape(fn.outputs)).toEqual(shape(match!.outputs))
    }
  })

  it('decode harvestableRewards into { token, amount } as the compiled ABI does', () => {
    const [tuple] = pMangoReadAbi[0].outputs
    expect(tuple.components.map((c) => c.name)).toEqual(['token', 'amount'])
  })
})
