/**
 * Typed errors of the actions and connector calls that nothing at page load throws
 * (switching chains, gated writes, unsupported methods, time-outs): apart from errors.ts
 * so a page's first load carries only the errors a connection can raise.
 */
import { SwitchChainError, type Address } from 'viem'
import { errorParts, WalletError } from './errors'

/**
 * The wallet failed to switch to the asked chain (other than by the user declining): viem's
 * SwitchChainError (EIP-1193 4902), which takes what the wallet threw as its cause.
 */
export { SwitchChainError }
/** viem's SwitchChainError as a member of an action's error union (told apart by `name`; viem calls this type SwitchChainErrorType, the kit's switchChain action's union has that name). */
export type SwitchChainFailedErrorType = SwitchChainError & { code: 4902; name: 'SwitchChainError' }

/** viem's SwitchChainError for what a wallet threw, or for a reason of the kit's (`details`, for developers). */
export function switchChainFailed(cause: unknown): SwitchChainError {
  return new SwitchChainError((typeof cause === 'string' ? new Error(cause) : cause) as Error)
}

/**
 * The wallet does not implement wallet_switchEthereumChain (EIP-3326). wagmi's class name;
 * wagmi's constructor takes `{ connector }`, the kit's the app's name (a Safe App, say, cannot
 * switch from this app).
 */
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

/**
 * The wallet is on another chain than the one the call is for (the kit never switches
 * networks behind the user's back). wagmi's class and constructor (getConnectorClient throws
 * it for the same case); viem's ChainMismatchError is viem's own (its wallet actions), so the
 * kit's has wagmi's name.
 */
export class ConnectorChainMismatchError extends WalletError {
  /** Tells this error apart (viem style). */
  override name = 'ConnectorChainMismatchError' as const
  /** The chain the call is for (wagmi's `connectionChainId`). */
  readonly chainId: number
  /** The chain the wallet is on (wagmi's `connectorChainId`; undefined when it is not known). */
  readonly walletChainId: number | undefined
  constructor({ connectionChainId, connectorChainId }: { connectionChainId: number; connectorChainId: number | undefined }) {
    super(`The current chain of the connector (id: ${connectorChainId ?? 'unknown'}) does not match the connection's chain (id: ${connectionChainId}).`, {
      metaMessages: [`Current Chain ID:  ${connectorChainId ?? 'unknown'}`, `Expected Chain ID: ${connectionChainId}`],
    })
    this.chainId = connectionChainId
    this.walletChainId = connectorChainId
  }
}

/** The account a call names is not one the connected wallet gave (wagmi's class and constructor). */
export class ConnectorAccountNotFoundError extends WalletError {
  /** Tells this error apart (viem style). */
  override name = 'ConnectorAccountNotFoundError' as const
  /** The account that was asked for. */
  readonly address: Address
  constructor({ address, connector }: { address: Address; connector: { name: string } }) {
    super(`Account "${address}" not found for connector "${connector.name}".`)
    this.address = address
  }
}

/** connect() was asked for the connector that is already connected (wagmi's class). */
export class ConnectorAlreadyConnectedError extends WalletError {
  /** Tells this error apart (viem style). */
  override name = 'ConnectorAlreadyConnectedError' as const
  constructor() {
    super('Connector already connected.')
  }
}

/**
 * A call needs the wallet while the kit is still restoring the last session (status
 * 'reconnecting'): wagmi's class and constructor. Wait for 'connected' and call again.
 */
export class ConnectorUnavailableReconnectingError extends WalletError {
  /** Tells this error apart (viem style). */
  override name = 'ConnectorUnavailableReconnectingError' as const
  constructor({ connector }: { connector: { name: string } }) {
    super(`Connector "${connector.name}" unavailable while reconnecting.`, {
      details: 'While the last session is restored, calls that need the wallet wait until the status is connected.',
    })
  }
}

/** wagmi's error type names. */
export type ConnectorChainMismatchErrorType = ConnectorChainMismatchError
/** wagmi's error type names. */
export type ConnectorAccountNotFoundErrorType = ConnectorAccountNotFoundError
/** wagmi's error type names. */
export type ConnectorAlreadyConnectedErrorType = ConnectorAlreadyConnectedError
/** wagmi's error type names. */
export type ConnectorUnavailableReconnectingErrorType = ConnectorUnavailableReconnectingError
/** wagmi's error type names. */
export type SwitchChainNotSupportedErrorType = SwitchChainNotSupportedError

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

