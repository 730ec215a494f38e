import { describe, expect, it } from 'vitest'
import {
  compileContracts,
  renderGeneratedFiles,
  solcVersion,
  staleGeneratedFiles,
} from '../../scripts/compile-contracts'
import * as generated from '../../contracts/generated'

describe('contracts/generated', () => {
  const contracts = compileContracts()
  const files = renderGeneratedFiles(contracts, solcVersion())

  it('is up to date with contracts/*.sol (run npm run compile:contracts)', () => {
    expect(staleGeneratedFiles(files)).toEqual([])
  })

  it('exports the ABI and bytecode of every contract', () => {
    const exported = generated as Record<string, unknown>
    for (const c of contracts) {
      const prefix = c.name.charAt(0).toLowerCase() + c.name.slice(1)
      expect(exported[`${prefix}Abi`]).toEqual(c.abi)
      expect(exported[`${prefix}Bytecode`]).toBe(c.bytecode)
      expect(exported[`${prefix}DeployedBytecode`]).toBe(c.deployedBytecode)
      expect(c.bytecode.length).toBeGreaterThan(100)
    }
  })

  it('gives pMANGO the spec interface', () => {
    const signatures = generated.plantedMangoAbi
      .filter((item) => item.type === 'function' || item.type === 'event' || item.type === 'error')
      .map((item) => `${item.type} ${item.name}(${item.inputs.map((i) => i.type).join(',')})`)
    for (const expected of [
      'function plant(uint256,address)',
      'function unplant(uint256,address)',
      'function harvest(address)',
      'function harvest(address,address[])',
      'function harvestableRewards(address)',
      'function harvestableRewards(address,address[])',
      'function supplyReward(address,uint256)',
      'function addRewardToken(address,address)',
      'function withdrawLostERC20(address,address)',
      'function globalRewardSnapshot(address)',
      'function userRewardSnapshot(address,address)',
      'function rewardToken(uint256)',
      'function rewardTokens()',
      'function rewardTokensLength()',
      'function underlyingToken()',
      'function pause()',
      'function unpause()',
      'function paused()',
      'function owner()',
      'function transferOwnership(address)',
      'function renounceOwnership()',
      'event Plant(address,address,uint256)',
      'event Unplant(address,address,uint256)',
      'event Harvest(address,address,uint256)',
      'event DistributeReward(address,address,uint256,uint256,uint256)',
      'error MangoError(uint256)',
      'error ERC20InsufficientBalance(address,uint256,uint256)',
      'error ERC20InsufficientAllowance(address,uint256,uint256)',
      'error OwnableUnauthorizedAccount(address)',
    ]) {
      expect(signatures).toContain(expected)
    }
  })
})
