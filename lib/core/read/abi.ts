import type { Address, Hex } from 'viem'
import { AbiDecodeError } from './errors'
import { isAddressLike } from '../address'

/**
 * The few ABI shapes the read path needs, encoded and decoded by hand: viem's generic
 * encodeAbiParameters/decodeAbiParameters cost ~4.6 kB gzip of first-load JS, this ~1 kB.
 * Layout: https://docs.soliditylang.org/en/latest/abi-spec.html#formal-specification-of-the-encoding
 * (test/core/read-abi.test.ts checks every shape against viem's codec).
 */

/** A static argument: address, uint256 (bigint) or bool. */
export type StaticArg = Address | bigint | boolean

const MAX_UINT256 = (1n << 256n) - 1n

function word(value: bigint): string {
  if (value < 0n || value > MAX_UINT256) throw new RangeError(`${value} does not fit in uint256.`)
  return value.toString(16).padStart(64, '0')
}

function encodeArg(arg: StaticArg): string {
  if (typeof arg === 'bigint') return word(arg)
  if (typeof arg === 'boolean') return word(arg ? 1n : 0n)
  if (!isAddressLike(arg)) throw new TypeError(`"${arg}" is not an address.`)
  return arg.slice(2).toLowerCase().padStart(64, '0')
}

/** Call data for a function with only static parameters: selector ++ one word per argument. */
export function encodeCall(selector: Hex, args: readonly StaticArg[] = []): Hex {
  return `${selector}${args.map(encodeArg).join('')}` as Hex
}

export interface Aggregate3Call {
  target: Address
  allowFailure: boolean
  callData: Hex
}

/** Arguments of Multicall3.aggregate3((address target, bool allowFailure, bytes callData)[]) (without the selector). */
export function encodeAggregate3Args(calls: readonly Aggregate3Call[]): Hex {
  const heads: string[] = []
  const tails: string[] = []
  let offset = calls.length * 32
  for (const c of calls) {
    if (!/^0x([0-9a-fA-F]{2})*$/.test(c.callData)) throw new TypeError(`Call data "${c.callData.slice(0, 20)}" is not hex bytes.`)
    const data = c.callData.slice(2)
    const bytes = data.length / 2
    const padded = data.padEnd(Math.ceil(bytes / 32) * 64, '0')
    heads.push(word(BigInt(offset)))
    // (target, allowFailure, offset of callData = 3 words), then callData's length and bytes.
    const tail = encodeArg(c.target) + word(c.allowFailure ? 1n : 0n) + word(96n) + word(BigInt(bytes)) + padded
    tails.push(tail)
    offset += tail.length / 2
  }
  return `0x${word(32n)}${word(BigInt(calls.length))}${heads.join('')}${tails.join('')}` as Hex
}

/** Reads 32-byte words out of ABI-encoded data, checking every access against its length. */
class Words {
  private readonly hex: string
  constructor(data: Hex) {
    if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) throw new AbiDecodeError(`Return data is not hex: "${data.slice(0, 20)}".`)
    this.hex = data.slice(2)
  }
  get byteLength(): number {
    return this.hex.length / 2
  }
  uint(at: number): bigint {
    if (at < 0 || at + 32 > this.byteLength) throw new AbiDecodeError(`Return data too short: word at byte ${at} of ${this.byteLength}.`)
    return BigInt(`0x${this.hex.slice(at * 2, at * 2 + 64)}`)
  }
  /** An offset or length: a word that must be a small number. */
  size(at: number): number {
    const v = this.uint(at)
    if (v > BigInt(this.byteLength)) throw new AbiDecodeError(`Offset or length ${v} at byte ${at} points past the data.`)
    return Number(v)
  }
  bool(at: number): boolean {
    const v = this.uint(at)
    if (v > 1n) throw new AbiDecodeError(`Invalid bool ${v} at byte ${at}.`)
    return v === 1n
  }
  address(at: number): Address {
    const v = this.uint(at)
    if (v >> 160n !== 0n) throw new AbiDecodeError(`Invalid address at byte ${at}.`)
    return `0x${v.toString(16).padStart(40, '0')}`
  }
  bytes(at: number): Hex {
    const length = this.size(at)
    if (at + 32 + length > this.byteLength) throw new AbiDecodeError(`Bytes at byte ${at} run past the data.`)
    return `0x${this.hex.slice((at + 32) * 2, (at + 32 + length) * 2)}`
  }
}

/** A single uint256 return value. */
export function decodeUint256(data: Hex): bigint {
  return new Words(data).uint(0)
}

/** Multicall3.aggregate3's return value: (bool success, bytes returnData)[]. */
export function decodeAggregate3Result(data: Hex): Array<{ success: boolean; returnData: Hex }> {
  const w = new Words(data)
  const array = w.size(0)
  const length = w.size(array)
  const base = array + 32
  const out: Array<{ success: boolean; returnData: Hex }> = []
  for (let i = 0; i < length; i++) {
    const tuple = base + w.size(base + i * 32)
    out.push({ success: w.bool(tuple), returnData: w.bytes(tuple + w.size(tuple + 32)) })
  }
  return out
}

/** A (address, uint256)[] return value, e.g. harvestableRewards(user). */
export function decodeAddressUintArray(data: Hex): Array<readonly [Address, bigint]> {
  const w = new Words(data)
  const array = w.size(0)
  const length = w.size(array)
  const out: Array<readonly [Address, bigint]> = []
  for (let i = 0; i < length; i++) {
    const at = array + 32 + i * 64
    out.push([w.address(at), w.uint(at + 32)])
  }
  return out
}

/** Error(string) revert reason (selector 0x08c379a0), if the revert data is one. */
export function decodeRevertReason(data: Hex): string | undefined {
  if (!data.startsWith('0x08c379a0')) return undefined
  try {
    const w = new Words(`0x${data.slice(10)}`)
    const hex = w.bytes(w.size(0)).slice(2)
    const bytes = new Uint8Array(hex.length / 2)
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
    return new TextDecoder().decode(bytes)
  } catch {
    return undefined
  }
}
