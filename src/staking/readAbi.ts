import type { AbiParameter } from 'viem'

/**
 * The ABIs of what the screen reads, the least each read needs. Built here, not taken from
 * ./abi: that module is shared with the lazy write path, so importing from it would put
 * every ABI in the first-load chunk.
 */
const viewFunction = <const N extends string, const I extends readonly AbiParameter[], const O extends readonly AbiParameter[] = []>(name: N, inputs: I, outputs = [] as unknown as O) =>
  ({ type: 'function', name, stateMutability: 'view', inputs, outputs }) as const

const address = { type: 'address', name: '' } as const
const uint256 = { type: 'uint256', name: '' } as const

/** balanceOf, totalSupply and allowance of an ERC-20 (MANGO, pMANGO, USDC). */
export const tokenReadAbi = [
  viewFunction('balanceOf', [address], [uint256]),
  viewFunction('totalSupply', [], [uint256]),
  viewFunction('allowance', [address, address], [uint256]),
] as const

/** pMANGO's views: harvestableRewards(user) -> (address token, uint256 amount)[], paused(). */
export const pMangoReadAbi = [
  viewFunction('harvestableRewards', [address], [{ type: 'tuple[]', name: '', components: [{ type: 'address', name: 'token' }, { type: 'uint256', name: 'amount' }] }]),
  viewFunction('paused', [], [{ type: 'bool', name: '' }]),
] as const

/** Multicall3's clock: the timestamp of the block the multicall runs in. */
export const multicall3ReadAbi = [viewFunction('getCurrentBlockTimestamp', [], [uint256])] as const

/**
 * pMANGO's actions, called as views: a simulation (eth_call) is all a pause probe needs,
 * and as views they ride in the refresh's multicall (see ./pausedActions).
 */
export const probeAbi = [viewFunction('plant', [uint256, address]), viewFunction('unplant', [uint256, address]), viewFunction('harvest', [address])] as const
