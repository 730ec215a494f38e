import { encodeErrorResult, parseAbi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { ContractReadError } from '../../lib/core/read/errors'
import { actionBlockedReason } from '../../src/staking/networkStatus'
import { network } from '../../src/i18n/en/network'
import { noPausedActions, PAUSED_REVERT, pausedActionProbes, toPausedActions, type ProbeResult } from '../../src/staking/pausedActions'

const PAUSED_MESSAGE = network.paused

const PMANGO = '0x00000000000000000000000000000000000000aa'
const mangoError = (code: bigint) => encodeErrorResult({ abi: parseAbi(['error MangoError(uint256)']), errorName: 'MangoError', args: [code] })
/** A probe that reverted with `data` in the multicall, as readContracts (allowFailure) gives it. */
const reverted = (data: Hex): ProbeResult => ({ status: 'failure', error: new ContractReadError(PMANGO, '0x', { revertData: data, reason: 'reverted' }) })

describe('paused actions are simulated, not read off the paused flag', () => {
  it('probes plant(0, 0), unplant(0, 0) and harvest(0), in that order, and MangoError(15) is the paused answer', () => {
    const probes = pausedActionProbes(PMANGO, 1101)
    expect(probes.map((p) => [p.functionName, p.args, p.address, p.chainId])).toEqual([
      ['plant', [0n, '0x0000000000000000000000000000000000000000'], PMANGO, 1101],
      ['unplant', [0n, '0x0000000000000000000000000000000000000000'], PMANGO, 1101],
      ['harvest', ['0x0000000000000000000000000000000000000000'], PMANGO, 1101],
    ])
    expect(PAUSED_REVERT).toBe(mangoError(15n))
  })

  it('a contract that pauses everything (the live pMANGO) stops all three', () => {
    expect(toPausedActions([reverted(PAUSED_REVERT), reverted(PAUSED_REVERT), reverted(PAUSED_REVERT)])).toEqual({ stake: true, unstake: true, harvest: true })
  })

  it('a contract that lets unplant through while paused (ours) stops only stake and harvest', () => {
    expect(toPausedActions([reverted(PAUSED_REVERT), reverted(mangoError(12n)), reverted(PAUSED_REVERT)])).toEqual({ stake: true, unstake: false, harvest: true })
  })

  it('without Multicall3 the node error carries the revert data', () => {
    const rpcError = Object.assign(new Error('execution reverted'), { code: 3, data: PAUSED_REVERT })
    const failed: ProbeResult = { status: 'failure', error: new Error('eth_call failed', { cause: rpcError }) }
    expect(toPausedActions([failed, failed, failed])).toEqual({ stake: true, unstake: true, harvest: true })
  })

  it('any other answer (another error, a success, no data, no answer) is not a pause', () => {
    expect(toPausedActions([reverted(mangoError(5n)), reverted('0x'), { status: 'success' }])).toEqual(noPausedActions)
    expect(toPausedActions([{ status: 'failure', error: new Error('fetch failed') }])).toEqual(noPausedActions)
    expect(toPausedActions([])).toEqual(noPausedActions)
  })

  it('the screen blocks each action on its own answer', () => {
    const ours = { stake: true, unstake: false, harvest: true }
    expect(actionBlockedReason('stake', { kind: 'ok' }, ours, 'Polygon zkEVM')).toBe(PAUSED_MESSAGE)
    expect(actionBlockedReason('harvest', { kind: 'ok' }, ours, 'Polygon zkEVM')).toBe(PAUSED_MESSAGE)
    expect(actionBlockedReason('unstake', { kind: 'ok' }, ours, 'Polygon zkEVM')).toBeUndefined()
    expect(actionBlockedReason('unstake', { kind: 'unreachable' }, ours, 'Polygon zkEVM')).toMatch(/cannot be reached/)
  })
})
