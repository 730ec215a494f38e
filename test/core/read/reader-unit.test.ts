/**
 * Reader edge cases with a scripted RpcRequest (no node): the 16 ms batch window, and
 * failures of the whole batch (bad call data, a wrong result count, a failed request)
 * that must reject every read in it, never leave one pending.
 */
import { encodeAbiParameters, type Address, type Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { AbiDecodeError } from '../../../lib/core/read/errors'
import { createReader } from '../../../lib/core/read/reader'
import { erc20 } from '../../../lib/core/read/calls'
import type { RpcRequest } from '../../../lib/core/transport/types'

const MC3 = '0xcA11bde05977b3631167028862bE2a173976CA11'
const chain = { id: 1101, contracts: { multicall3: { address: MC3 as Address } } }
const token = '0x1111111111111111111111111111111111111111' as Address
const owner = '0x2222222222222222222222222222222222222222' as Address
const aggregate3Output = [{ type: 'tuple[]', components: [{ type: 'bool' }, { type: 'bytes' }] }] as const
const word = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n])

/** Answers each aggregate3 with `answer(number of calls)`, recording when requests arrive. */
function scripted(answer: (calls: number) => Hex | Error) {
  const sent: Array<{ at: number; method: string; calls: number }> = []
  const request: RpcRequest = async (method, params) => {
    const data = (params[0] as { data: Hex }).data
    const calls = Number(BigInt(`0x${data.slice(10 + 64, 10 + 128)}`))
    sent.push({ at: Date.now(), method, calls })
    const a = answer(calls)
    if (a instanceof Error) throw a
    return a
  }
  return { sent, request }
}
const ok = (calls: number) => encodeAbiParameters(aggregate3Output, [Array.from({ length: calls }, (_, i) => [true, word(BigInt(i + 1))] as const)])

describe('Reader batching window', () => {
  it('joins reads within 16 ms, and starts a new batch after it', async () => {
    const { sent, request } = scripted(ok)
    const reader = createReader({ chain, request })
    vi.useFakeTimers()
    try {
      const a = reader.read(erc20.totalSupply(token))
      await vi.advanceTimersByTimeAsync(8)
      const b = reader.read(erc20.balanceOf(token, owner))
      await vi.advanceTimersByTimeAsync(8)
      expect(await Promise.all([a, b])).toEqual([1n, 2n])
      expect(sent).toHaveLength(1)
      expect(sent[0]!.calls).toBe(2)
      // After the batch went out, a new read starts a new window.
      const c = reader.read(erc20.totalSupply(token))
      await vi.advanceTimersByTimeAsync(16)
      expect(await c).toBe(1n)
      expect(sent).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('waits the batch window before sending', async () => {
    const { sent, request } = scripted(ok)
    const reader = createReader({ chain, request, batchWait: 40 })
    vi.useFakeTimers()
    try {
      const started = Date.now()
      const p = reader.read(erc20.totalSupply(token))
      await vi.advanceTimersByTimeAsync(20)
      expect(sent).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(20)
      await p
      expect(sent[0]!.at - started).toBeGreaterThanOrEqual(35)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('Reader batch failures', () => {
  it('rejects every read of the batch when the request fails', async () => {
    const boom = new Error('node down')
    const reader = createReader({ chain, request: scripted(() => boom).request })
    const results = await Promise.allSettled([reader.read(erc20.totalSupply(token)), reader.getBalance(owner), reader.getBlockTimestamp()])
    expect(results.map((r) => (r as PromiseRejectedResult).reason)).toEqual([boom, boom, boom])
  })

  it('rejects every read when Multicall3 answers the wrong number of results', async () => {
    const reader = createReader({ chain, request: scripted((n) => ok(n + 1)).request })
    const results = await Promise.allSettled([reader.read(erc20.totalSupply(token)), reader.getBalance(owner)])
    for (const r of results) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AbiDecodeError)
  })

  it('rejects (does not hang) when a call carries malformed call data', async () => {
    const { sent, request } = scripted(ok)
    const reader = createReader({ chain, request })
    const results = await Promise.allSettled([
      reader.read({ to: token, data: '0x123' as Hex, decode: () => 0n }),
      reader.read(erc20.totalSupply(token)),
    ])
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(sent).toHaveLength(0)
  })

  it('rejects when a synchronous request implementation throws', async () => {
    const reader = createReader({
      chain: { id: 1 },
      request: () => {
        throw new Error('sync throw')
      },
    })
    await expect(reader.getBalance(owner)).rejects.toThrow('sync throw')
  })
})
