/**
 * The hand-written codec of lib/core/read/abi.ts against viem's generic ABI codec, on
 * random inputs (fast-check), plus the malformed-data cases it must reject.
 */
import fc from 'fast-check'
import { decodeAbiParameters, encodeAbiParameters, encodeFunctionData, getAddress, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  decodeAddressUintArray,
  decodeAggregate3Result,
  decodeRevertReason,
  decodeUint256,
  encodeAggregate3Args,
  encodeCall,
} from '../../../lib/core/read/abi'
import { AbiDecodeError } from '../../../lib/core/read/errors'

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => `0x${Buffer.from(b).toString('hex')}` as Address)
const uint256 = fc.bigInt({ min: 0n, max: (1n << 256n) - 1n })
const bytes = fc.uint8Array({ maxLength: 100 }).map((b) => `0x${Buffer.from(b).toString('hex')}` as Hex)

const aggregate3Input = [
  { type: 'tuple[]', components: [{ type: 'address' }, { type: 'bool' }, { type: 'bytes' }] },
] as const
const aggregate3Output = [{ type: 'tuple[]', components: [{ type: 'bool' }, { type: 'bytes' }] }] as const
const rewardsOutput = [{ type: 'tuple[]', components: [{ type: 'address' }, { type: 'uint256' }] }] as const

describe('read ABI codec matches viem', () => {
  it('encodes calls with static arguments', () => {
    const abi = [
      {
        type: 'function',
        name: 'f',
        stateMutability: 'view',
        inputs: [{ type: 'address' }, { type: 'uint256' }, { type: 'bool' }],
        outputs: [],
      },
    ] as const
    fc.assert(
      fc.property(address, uint256, fc.boolean(), (a, n, b) => {
        const viem = encodeFunctionData({ abi, functionName: 'f', args: [a, n, b] })
        expect(encodeCall(viem.slice(0, 10) as Hex, [a, n, b])).toBe(viem)
      }),
    )
  })

  it('encodes aggregate3 arguments', () => {
    const call = fc.record({ target: address, allowFailure: fc.boolean(), callData: bytes })
    fc.assert(
      fc.property(fc.array(call, { maxLength: 8 }), (calls) => {
        const viem = encodeAbiParameters(aggregate3Input, [calls.map((c) => [c.target, c.allowFailure, c.callData] as const)])
        expect(encodeAggregate3Args(calls)).toBe(viem)
      }),
    )
  })

  it('decodes aggregate3 results', () => {
    const result = fc.tuple(fc.boolean(), bytes)
    fc.assert(
      fc.property(fc.array(result, { maxLength: 8 }), (results) => {
        const data = encodeAbiParameters(aggregate3Output, [results])
        expect(decodeAggregate3Result(data)).toEqual(results.map(([success, returnData]) => ({ success, returnData })))
      }),
    )
  })

  it('decodes (address, uint256)[] like harvestableRewards', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(address, uint256), { maxLength: 8 }), (entries) => {
        const data = encodeAbiParameters(rewardsOutput, [entries])
        const [viem] = decodeAbiParameters(rewardsOutput, data)
        const ours = decodeAddressUintArray(data)
        expect(ours.map(([a, n]) => [getAddress(a), n])).toEqual(viem)
      }),
    )
  })

  it('decodes uint256 and Error(string) reasons', () => {
    fc.assert(
      fc.property(uint256, (n) => {
        expect(decodeUint256(encodeAbiParameters([{ type: 'uint256' }], [n]))).toBe(n)
      }),
    )
    fc.assert(
      fc.property(fc.string(), (reason) => {
        const data = `0x08c379a0${encodeAbiParameters([{ type: 'string' }], [reason]).slice(2)}` as Hex
        expect(decodeRevertReason(data)).toBe(reason)
      }),
    )
    expect(decodeRevertReason('0x12345678')).toBeUndefined()
  })

  it('rejects data that does not fit the shape', () => {
    expect(() => decodeUint256('0x')).toThrow(AbiDecodeError)
    expect(() => decodeUint256('0x1234')).toThrow(AbiDecodeError)
    expect(() => decodeUint256('0xzz' as Hex)).toThrow(AbiDecodeError)
    // An array claiming 5 entries with data for one.
    const one = encodeAbiParameters(rewardsOutput, [[['0x0000000000000000000000000000000000000001', 1n]]])
    const lying = `${one.slice(0, 2 + 64)}${(5).toString(16).padStart(64, '0')}${one.slice(2 + 128)}` as Hex
    expect(() => decodeAddressUintArray(lying)).toThrow(AbiDecodeError)
    // An offset pointing past the end.
    expect(() => decodeAggregate3Result(`0x${'ff'.padStart(64, '0')}` as Hex)).toThrow(AbiDecodeError)
    // A bool that is not 0 or 1.
    const bad = encodeAbiParameters(aggregate3Output, [[[true, '0x']]]).replace(/0{63}1(?=0{62}40)/, `${'0'.repeat(63)}2`) as Hex
    expect(() => decodeAggregate3Result(bad)).toThrow(AbiDecodeError)
    expect(() => encodeCall('0x70a08231', ['0x1234' as Address])).toThrow(TypeError)
    expect(() => encodeCall('0x18160ddd', [-1n])).toThrow(RangeError)
  })
})
