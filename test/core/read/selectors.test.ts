/** The precomputed selectors the first-load read path uses, recomputed with viem (keccak256). */
import { toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { erc20Selectors, multicall3Selectors } from '../../../lib/core/read/selectors'
import { erc20Abi } from '../../../src/staking/abi'
import { multicall3Abi } from '../../../contracts/generated'

const signatures: Array<[string, string, string]> = [
  ['erc20.balanceOf', erc20Selectors.balanceOf, 'balanceOf(address)'],
  ['erc20.totalSupply', erc20Selectors.totalSupply, 'totalSupply()'],
  ['erc20.allowance', erc20Selectors.allowance, 'allowance(address,address)'],
  ['erc20.decimals', erc20Selectors.decimals, 'decimals()'],
  ['multicall3.aggregate3', multicall3Selectors.aggregate3, 'aggregate3((address,bool,bytes)[])'],
  ['multicall3.getEthBalance', multicall3Selectors.getEthBalance, 'getEthBalance(address)'],
  ['multicall3.getCurrentBlockTimestamp', multicall3Selectors.getCurrentBlockTimestamp, 'getCurrentBlockTimestamp()'],
]

describe('precomputed selectors', () => {
  it.each(signatures)('%s is keccak256(signature)[0..4]', (_name, selector, signature) => {
    expect(selector).toBe(toFunctionSelector(signature))
  })

  it('match the functions of the ABIs the write path uses', () => {
    const fromAbi = (abi: readonly { type: string; name?: string }[], name: string) => {
      const item = abi.find((i) => i.type === 'function' && i.name === name)
      if (!item) throw new Error(`${name} not in ABI`)
      return toFunctionSelector(item as Parameters<typeof toFunctionSelector>[0])
    }
    expect(erc20Selectors.balanceOf).toBe(fromAbi(erc20Abi, 'balanceOf'))
    expect(erc20Selectors.allowance).toBe(fromAbi(erc20Abi, 'allowance'))
    expect(erc20Selectors.totalSupply).toBe(fromAbi(erc20Abi, 'totalSupply'))
    expect(multicall3Selectors.aggregate3).toBe(fromAbi(multicall3Abi, 'aggregate3'))
    expect(multicall3Selectors.getCurrentBlockTimestamp).toBe(fromAbi(multicall3Abi, 'getCurrentBlockTimestamp'))
  })
})
