import type { Address, Hex } from 'viem'
import { WalletError } from '../errors'

/**
 * Typed read errors. They extend WalletError so the kit's "every error is typed" rule
 * holds for reads too; `code` is the JSON-RPC error code when the node sent one.
 */
export class ReadError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'ReadError'
}

/** One contract read failed (reverted, or returned no/invalid data); the others in its batch are unaffected. */
export class ContractReadError extends ReadError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'ContractReadError'
  /** The contract that was read. */
  readonly to: Address
  /** The call data that was sent. */
  readonly callData: Hex
  /** Revert data, when the call reverted. */
  readonly revertData: Hex | undefined
  constructor(to: Address, callData: Hex, options: { revertData?: Hex; reason: string; cause?: unknown }) {
    super(`Reading ${callData.slice(0, 10)} on ${to} failed: ${options.reason}`, { cause: options.cause })
    this.to = to
    this.callData = callData
    this.revertData = options.revertData
  }
}

/** Return data that does not match the expected ABI types. */
export class AbiDecodeError extends ReadError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'AbiDecodeError'
}
