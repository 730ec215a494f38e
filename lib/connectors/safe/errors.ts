import { WalletError } from '../../core/errors'

/** The Safe lives on a chain the site has no deployment on; a Safe cannot switch chains. */
export class SafeChainNotSupportedError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'SafeChainNotSupportedError'
  constructor(
    /** The chain the Safe lives on. */
    readonly safeChain: { id: number; name: string },
    /** The chains the app is configured for (createConfig's `chains`). */
    readonly appChains: ReadonlyArray<{ id: number; name: string }>,
    appName: string,
  ) {
    super(`The Safe is on chain ${safeChain.id} (${safeChain.name}); ${appName} is configured for chains ${appChains.map((c) => c.id).join(', ')}.`)
  }
}

/** EIP-1193 4200: the method is not supported by this provider. */
export class SafeMethodNotSupportedError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'SafeMethodNotSupportedError'
  constructor(method: string) {
    super(`${method} not implemented`, { code: 4200 })
    // The Safe provider's own words (Safe's SDK answers the same), not viem's multi-line form.
    this.message = this.shortMessage
  }
}

/** The errors the Safe App connector throws of its own. */
export type SafeConnectorErrorType = SafeChainNotSupportedError | SafeMethodNotSupportedError
