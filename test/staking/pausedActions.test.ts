import { encodeErrorResult, parseAbi, toFunctionSelector, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { ContractReadError } from '../../lib/core/read/errors'
import type { Reader, ReadCall } from '../../lib/core/read/types'
import { actionBlockedReason } from '../../src/staking/networkStatus'
import { network } from '../../src/i18n/en/network'
import { noPausedActions, PAUSED_REVERT, pausedActionProbes, readPausedActions } from '../../src/staking/pausedActions'

const PAUSED_MESSAGE = network.paused

const PMANGO = '0x00000000000000000000000000000000000000aa'
const mangoError = (code: bigint) => encodeErrorResult({ abi: parseAbi(['error MangoError(uint256)']), errorName: 'MangoError', args: [code] })

/** A reader whose every call reverts with what `answer` says for its call data. */
function revertingReader(answer: (data: Hex) => Hex | 'ok'): Reader & { calls: Hex[] } {
  const calls: Hex[] = []
  return {
    chainId: 1101,
    calls,
    read: async <T,>(call: ReadCall<T>): Promise<T> => {
      calls.push(call.data)
      const out = answer(call.data)
      if (out === 'ok') return call.decode(`0x${'0'.repeat(64)}`)
      throw new ContractReadError(call.to, call.data, { revertData: out, reason: 'reverted' })
    },
    getBalance: async () => 0n,
    getBlockTimestamp: async () => 0n,
  }
}

describe('paused actions are simulated, not read off the paused flag', () => {
  it('probes plant(0, 0), unplant(0, 0) and harvest(0) with the right selectors, and MangoError(15) is the paused answer', () => {
    expect(pausedActionProbes.stake.slice(0, 10)).toBe(toFunctionSelector('plant(uint256,address)'))
    expect(pausedActionProbes.unstake.slice(0, 10)).toBe(toFunctionSelector('unplant(uint256,address)'))
    expect(pausedActionProbes.harvest.slice(0, 10)).toBe(toFunctionSelector('harvest(address)'))
    expect(PAUSED_REVERT).toBe(mangoError(15n))
  })

  it('a contract that pauses everything (the live pMANGO) stops all three', async () => {
    const reader = revertingReader(() => PAUSED_REVERT)
    expect(await readPausedActions(reader, PMANGO)).toEqual({ stake: true, unstake: true, harvest: true })
    expect(reader.calls).toEqual([pausedActionProbes.stake, pausedActionProbes.unstake, pausedActionProbes.harvest])
  })

  it('a contract that lets unplant through while paused (ours) stops only stake and harvest', async () => {
    const reader = revertingReader((data) => (data === pausedActionProbes.unstake ? mangoError(12n) : PAUSED_REVERT))
    expect(await readPausedActions(reader, PMANGO)).toEqual({ stake: true, unstake: false, harvest: true })
  })

  it('without Multicall3 the node error carries the revert data', async () => {
    const rpcError = Object.assign(new Error('execution reverted'), { code: 3, data: PAUSED_REVERT })
    const reader: Reader = {
      chainId: 1101,
      read: async () => {
        throw new Error('eth_call failed', { cause: rpcError })
      },
      getBalance: async () => 0n,
      getBlockTimestamp: async () => 0n,
    }
    expect(await readPausedActions(reader, PMANGO)).toEqual({ stake: true, unstake: true, harvest: true })
  })

  it('any other answer (another error, a success, no data) is not a pause', async () => {
    expect(await readPausedActions(revertingReader(() => mangoError(5n)), PMANGO)).toEqual(noPausedActions)
    expect(await readPausedActions(revertingReader(() => 'ok'), PMANGO)).toEqual(noPausedActions)
    expect(await readPausedActions(revertingReader(() => '0x'), PMANGO)).toEqual(noPausedActions)
  })

  it('the screen blocks each action on its own answer', () => {
    const ours = { stake: true, unstake: false, harvest: true }
    expect(actionBlockedReason('stake', { kind: 'ok' }, ours, 'Polygon zkEVM')).toBe(PAUSED_MESSAGE)
    expect(actionBlockedReason('harvest', { kind: 'ok' }, ours, 'Polygon zkEVM')).toBe(PAUSED_MESSAGE)
    expect(actionBlockedReason('unstake', { kind: 'ok' }, ours, 'Polygon zkEVM')).toBeUndefined()
    expect(actionBlockedReason('unstake', { kind: 'unreachable' }, ours, 'Polygon zkEVM')).toMatch(/cannot be reached/)
  })
})
