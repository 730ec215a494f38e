import { decodeAbiParameters, getAddress, isHex, sliceHex, hexToBigInt, hexToNumber, type Address, type Hex } from 'viem'

/** One call a Safe transaction makes: the call itself, or one packed in a MultiSend batch. */
export interface SafeCall {
  /** Whether the Safe makes the call as CALL (0) or DELEGATECALL (1). */
  operation: 0 | 1
  /** The address called. */
  to: Address
  /** Native coin sent with the call, in wei. */
  value: bigint
  /** The call's calldata ('0x' for a plain transfer). */
  data: Hex
}

/** multiSend(bytes): the selector Safe's MultiSend and MultiSendCallOnly contracts share. */
export const MULTI_SEND_SELECTOR = '0x8d80ff0a'

/**
 * Safe's MultiSend and MultiSendCallOnly deployments (v1.3.0 and v1.4.1, canonical and
 * EIP-155 addresses). A batch is unpacked only when it is a DELEGATECALL to one of these (or
 * one the service marks trusted): anything else that merely starts with the selector could
 * do something other than what its bytes seem to say.
 * https://github.com/safe-global/safe-deployments
 */
export const MULTI_SEND_ADDRESSES: readonly Address[] = [
  '0xA238CBeb142c10Ef7Ad8442C6D1f9E89e07e7761',
  '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D',
  '0x998739BFdAAdde7C933B942a68053933098f9EDa',
  '0xA1dabEF33b3B82c7814B6D82A79e50F4AC44102B',
  '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
]

const known = new Set(MULTI_SEND_ADDRESSES.map((a) => a.toLowerCase()))

/** Most calls one batch may unpack to (a bound on what an answer can make us build). */
const MAX_CALLS = 64

/** Whether `to` is one of Safe's MultiSend deployments (MULTI_SEND_ADDRESSES). */
export function isMultiSendAddress(to: string): boolean {
  return known.has(to.toLowerCase())
}

/**
 * The calls packed in MultiSend's `transactions` bytes: each is operation (1 byte), to (20),
 * value (32), data length (32) and data. Undefined when the bytes do not parse exactly (a
 * truncated entry, trailing bytes, a bad operation, more than 64 calls).
 */
export function decodeMultiSendTransactions(packed: Hex): SafeCall[] | undefined {
  if (!isHex(packed, { strict: true })) return undefined
  const size = (packed.length - 2) / 2
  const calls: SafeCall[] = []
  let at = 0
  while (at < size) {
    if (calls.length === MAX_CALLS || size - at < 85) return undefined
    const operation = hexToNumber(sliceHex(packed, at, at + 1))
    if (operation !== 0 && operation !== 1) return undefined
    const to = getAddress(sliceHex(packed, at + 1, at + 21))
    const value = hexToBigInt(sliceHex(packed, at + 21, at + 53))
    const length = hexToBigInt(sliceHex(packed, at + 53, at + 85))
    if (length > BigInt(size - at - 85)) return undefined
    const end = at + 85 + Number(length)
    const data: Hex = length === 0n ? '0x' : sliceHex(packed, at + 85, end)
    calls.push({ operation, to, value, data })
    at = end
  }
  return calls.length > 0 ? calls : undefined
}

/**
 * A Safe transaction's calls: a MultiSend batch (`multiSend(bytes)` as a DELEGATECALL to a
 * known or trusted MultiSend contract) unpacked, anything else as its one call.
 */
export function decodeSafeCalls(call: SafeCall, options: { trustedDelegateCall?: boolean } = {}): SafeCall[] {
  const batch =
    call.operation === 1 &&
    call.data.slice(0, 10).toLowerCase() === MULTI_SEND_SELECTOR &&
    (isMultiSendAddress(call.to) || options.trustedDelegateCall === true)
  if (!batch) return [call]
  try {
    const [packed] = decodeAbiParameters([{ type: 'bytes' }], `0x${call.data.slice(10)}`)
    return decodeMultiSendTransactions(packed) ?? [call]
  } catch {
    return [call]
  }
}
