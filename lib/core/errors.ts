/**
 * Typed wallet errors. Every error the kit throws extends viem's `BaseError` (`shortMessage`,
 * `details`, `walk()`), so an app branches on `instanceof` or `name` as it does with viem and
 * wagmi. Where viem has a class for the same thing (EIP-1193 4001, JSON-RPC -32002, a chain
 * that is not configured) the kit throws viem's class itself; its own classes have names viem
 * does not use (wagmi's where wagmi has the situation). A `message` is for developers (logs;
 * viem's wording where viem has the error); what a reader sees is `describeError`'s sentence
 * from the catalogue, in their locale. Each action exports the union it may reject with (viem
 * style, e.g. `SwitchChainErrorType`); the classes' `name` tells the members apart.
 */
import { BaseError, ChainNotConfiguredError, ResourceUnavailableRpcError, UserRejectedRequestError } from 'viem'

export { BaseError, ChainNotConfiguredError, ResourceUnavailableRpcError, UserRejectedRequestError }
export type { BaseErrorType, ResourceUnavailableRpcErrorType, UserRejectedRequestErrorType } from 'viem'

/**
 * JSON-RPC -32002, the wallet already has a request of this kind open: viem's class.
 * @deprecated use ResourceUnavailableRpcError (viem's class, the one the kit throws) instead
 */
export const ResourceUnavailableError = ResourceUnavailableRpcError
/**
 * JSON-RPC -32002 (viem's ResourceUnavailableRpcError).
 * @deprecated use ResourceUnavailableRpcError instead
 */
export type ResourceUnavailableError = ResourceUnavailableRpcError

/** viem's ChainNotConfiguredError as the kit throws it: named as wagmi names it (see chainNotConfigured). */
export type ChainNotConfiguredErrorType = ChainNotConfiguredError & { name: 'ChainNotConfiguredError' }

/**
 * The asked chain is not among the config's chains: viem's ChainNotConfiguredError, with
 * wagmi's `name` ('ChainNotConfiguredError'; viem's own instances say where viem throws
 * them, 'createClientResolver.ChainNotConfiguredError'), so both `instanceof` and the `name`
 * checks written for wagmi hold.
 */
export function chainNotConfigured(chainId: number): ChainNotConfiguredErrorType {
  const error = new ChainNotConfiguredError({ chainId }) as ChainNotConfiguredErrorType
  error.name = 'ChainNotConfiguredError'
  return error
}
/** wagmi's error type name. */
export type ProviderNotFoundErrorType = ProviderNotFoundError
/** wagmi's error type name. */
export type ConnectorNotFoundErrorType = ConnectorNotFoundError
/** wagmi's error type name. */
export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError

/** Options of the kit's error classes: viem's BaseError options plus the EIP-1193 / JSON-RPC code. */
export interface WalletErrorOptions {
  /** EIP-1193 / JSON-RPC code when there is one. */
  code?: number | undefined
  /** What was thrown underneath: a provider may throw a plain `{ code, message }`, which viem reads the same way. */
  cause?: unknown
  /** Lines under the short message (viem's `metaMessages`). */
  metaMessages?: string[] | undefined
  /** viem's `details`, when there is no cause to take them from. */
  details?: string | undefined
}

/** The kit's base class (viem's BaseError with an EIP-1193 / JSON-RPC `code`); also what an unknown wallet failure is wrapped in. */
export class WalletError extends BaseError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'WalletError'
  /** EIP-1193 / JSON-RPC code when there is one. */
  readonly code: number | undefined
  constructor(shortMessage: string, options: WalletErrorOptions = {}) {
    const { code, cause, ...rest } = options
    super(shortMessage, { ...rest, ...(cause === undefined ? {} : { cause: cause as Error }) })
    this.code = code
  }
}

/** The wallet's provider is not there (extension removed or disabled). wagmi's class name. */
export class ProviderNotFoundError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'ProviderNotFoundError' as const
  constructor(walletName = 'Wallet') {
    super(`${walletName} is not installed.`)
  }
}

/** No connector with the given id in the config. wagmi's class name. */
export class ConnectorNotFoundError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'ConnectorNotFoundError' as const
  constructor(id?: string) {
    super(id ? `Connector "${id}" not found.` : 'Connector not found.')
  }
}

/** An action that needs a connected wallet was called while disconnected. wagmi's class name. */
export class ConnectorNotConnectedError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'ConnectorNotConnectedError' as const
  constructor() {
    super('No wallet is connected.')
  }
}

/**
 * viem's classes the kit throws as they are: the normalizers return them unchanged, like the
 * kit's own. By `name`, so this file does not load the classes that only a later chunk throws
 * (SwitchChainError, InsufficientFundsError).
 */
const THROWN_AS_IS: ReadonlySet<string> = new Set([
  'UserRejectedRequestError',
  'ResourceUnavailableRpcError',
  'SwitchChainError',
  'InsufficientFundsError',
  'ChainNotConfiguredError',
  // viem's own ChainNotConfiguredError names itself after the function it comes from.
  'createClientResolver.ChainNotConfiguredError',
])

/** True for an error the kit throws (one of its classes, or one of viem's it throws as is): a normalizer returns it unchanged. */
export function isKitError(e: unknown): e is BaseError {
  return e instanceof WalletError || (e instanceof BaseError && THROWN_AS_IS.has(e.name))
}

const REJECT_TEXT = /user rejected|user closed modal|user denied|rejected by user/i

/** Read `code` and `message` from anything a provider may throw (object, Error, string). */
export function errorParts(e: unknown): { code: number | undefined; message: string } {
  if (typeof e === 'object' && e !== null) {
    const r = e as { code?: unknown; message?: unknown; cause?: unknown }
    const code = typeof r.code === 'number' ? r.code : undefined
    const message = typeof r.message === 'string' ? r.message : ''
    if (code === undefined && r.cause !== undefined && r.cause !== e) {
      const inner = errorParts(r.cause)
      return { code: inner.code, message: message || inner.message }
    }
    return { code, message }
  }
  return { code: undefined, message: typeof e === 'string' ? e : '' }
}

/** True when the error means the user declined in the wallet (EIP-1193 code 4001), so the app says nothing alarming. */
export function isUserRejection(e: unknown): boolean {
  // By code (viem's UserRejectedRequestError carries 4001), so a page's first load does not carry viem's RPC error classes.
  const { code, message } = errorParts(e)
  return code === 4001 || (code !== undefined && code >= 5000 && code <= 5003) || REJECT_TEXT.test(message)
}
