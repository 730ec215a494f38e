/**
 * Typed wallet errors. Every error the kit throws is one of these, so UIs can branch on
 * `instanceof` or `name` instead of parsing messages. A `message` is for developers (logs;
 * viem's wording where viem has the error); what a reader sees is `describeError`'s sentence
 * from the catalogue, in their locale. Each action exports the union it may reject with (viem
 * style, e.g. `SwitchChainErrorType`); the subclasses' literal `name` tells the members apart.
 */
export class WalletError extends Error {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'WalletError'
  /** EIP-1193 / JSON-RPC code when there is one. */
  readonly code: number | undefined
  constructor(message: string, options: { code?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code
  }
}

/** EIP-1193 4001, also raised for 'user rejected' / 'user closed modal' messages and empty accounts. */
export class UserRejectedRequestError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'UserRejectedRequestError' as const
  constructor(cause?: unknown) {
    super('User rejected the request.', { code: 4001, cause })
  }
}

/** JSON-RPC -32002: the wallet already has a request of this kind open. */
export class ResourceUnavailableError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'ResourceUnavailableError' as const
  constructor(cause?: unknown) {
    super('Requested resource not available.', { code: -32002, cause })
  }
}

/** The asked chain is not among the config's chains. */
export class ChainNotConfiguredError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'ChainNotConfiguredError' as const
  constructor(chainId: number) {
    super(`Chain ${chainId} is not configured for this app.`)
  }
}

/** The wallet's provider is not there (extension removed or disabled). */
export class ProviderNotFoundError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'ProviderNotFoundError' as const
  constructor(walletName = 'Wallet') {
    super(`${walletName} is not installed.`)
  }
}

/** No connector with the given id in the config. */
export class ConnectorNotFoundError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'ConnectorNotFoundError' as const
  constructor(id?: string) {
    super(id ? `Connector "${id}" not found.` : 'Connector not found.')
  }
}

/** An action that needs a connected wallet was called while disconnected. */
export class ConnectorNotConnectedError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'ConnectorNotConnectedError' as const
  constructor() {
    super('No wallet is connected.')
  }
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
  if (e instanceof UserRejectedRequestError) return true
  const { code, message } = errorParts(e)
  return code === 4001 || (code !== undefined && code >= 5000 && code <= 5003) || REJECT_TEXT.test(message)
}

/**
 * Map whatever a wallet threw to our typed errors (EIP-1193 codes: 4001 rejected,
 * https://eips.ethereum.org/EIPS/eip-1193#provider-errors). Unknown errors are
 * wrapped so the UI always has a plain message.
 */
export function normalizeWalletError(e: unknown): WalletError {
  if (e instanceof WalletError) return e
  if (isUserRejection(e)) return new UserRejectedRequestError(e)
  const { code, message } = errorParts(e)
  if (code === -32002) return new ResourceUnavailableError(e)
  return new WalletError(message || 'Unknown wallet error.', { code, cause: e })
}
