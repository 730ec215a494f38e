/**
 * Typed errors of the actions and connector calls that nothing at page load throws
 * (switching chains, gated writes, unsupported methods, time-outs): apart from errors.ts
 * so a page's first load carries only the errors a connection can raise.
 */
import { errorParts, WalletError } from './errors'

/** The wallet failed to switch to the asked chain (other than by the user declining). */
export class SwitchChainError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'SwitchChainError' as const
  constructor(cause?: unknown, message = 'Could not switch networks.') {
    super(message, { code: 4902, cause })
  }
}

/** The wallet does not implement wallet_switchEthereumChain (EIP-3326). */
export class SwitchChainNotSupportedError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'SwitchChainNotSupportedError' as const
  constructor(appName: string, cause?: unknown) {
    super(`The wallet does not support wallet_switchEthereumChain (EIP-3326) from ${appName}.`, { cause })
  }
}

/**
 * The app requires Sign-In with Ethereum and the connected account has not signed in yet:
 * every write (getWalletClient, sendTransaction, writeContract, sendCalls, signTypedData)
 * refuses until it has. signMessage is not gated: sign-in itself signs a message.
 */
export class SignInRequiredError extends WalletError {
  /** Tells this error apart (viem style). */
  override name = 'SignInRequiredError' as const
  constructor() {
    super('Sign-In with Ethereum is required before this call.')
  }
}

/** The wallet is on another chain than the one the call is for. */
export class ChainMismatchError extends WalletError {
  /** Tells this error apart (viem style). */
  override name = 'ChainMismatchError' as const
  /** The chain the call is for. */
  readonly chainId: number
  /** The chain the wallet is on. */
  readonly walletChainId: number | undefined
  constructor(chainId: number, walletChainId: number | undefined) {
    super(`The wallet is on chain ${walletChainId ?? 'unknown'}; the call is for chain ${chainId}.`)
    this.chainId = chainId
    this.walletChainId = walletChainId
  }
}

/** The wallet does not offer a method the call needs (EIP-1193 4200, JSON-RPC -32601). */
export class MethodNotSupportedError extends WalletError {
  /** Tells this error apart (viem style). */
  override name = 'MethodNotSupportedError' as const
  /** The JSON-RPC method the wallet refused. */
  readonly method: string
  constructor(method: string, cause?: unknown) {
    super(`The wallet does not support ${method}.`, { code: 4200, cause })
    this.method = method
  }
}

/** The wallet did not answer in time. */
export class RequestTimeoutError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'RequestTimeoutError' as const
  constructor(what: string, ms: number) {
    super(`${what} timed out after ${Math.round(ms / 1000)} s.`)
  }
}

/**
 * The codes a wallet answers for a method it does not support: EIP-1193 4200
 * (unsupported method) and JSON-RPC -32601 (method not found). The one list the kit uses.
 */
export const UNSUPPORTED_METHOD_CODES: ReadonlySet<number> = new Set([4200, -32601])

/** True when the error says the wallet does not support the method (see UNSUPPORTED_METHOD_CODES). */
export function isUnsupportedMethod(e: unknown): boolean {
  const { code } = errorParts(e)
  return code !== undefined && UNSUPPORTED_METHOD_CODES.has(code)
}

