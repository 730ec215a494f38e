import { WalletError } from '../../core/errors'

/** The optional peer dependency the WalletConnect connector loads on first use. */
export const SIGN_CLIENT_PACKAGE = '@walletconnect/sign-client'

/**
 * The app configures `walletConnect()` but has not installed `@walletconnect/sign-client`
 * (an optional peer dependency of the kit, so apps without WalletConnect install none of
 * its packages). Thrown the first time the connector loads; the message says what to run.
 */
export class WalletConnectNotInstalledError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'WalletConnectNotInstalledError' as const
  constructor(cause?: unknown) {
    super(`WalletConnect needs the package ${SIGN_CLIENT_PACKAGE}: install it with \`npm install ${SIGN_CLIENT_PACKAGE}\`.`, { cause })
  }
}

/**
 * True when a failed `import()` says the package itself is missing (Node's
 * ERR_MODULE_NOT_FOUND, webpack's MODULE_NOT_FOUND, a browser's unresolved bare specifier),
 * not that a chunk failed to download.
 */
export function isMissingPackage(error: unknown, name: string): boolean {
  // Loaders and test runners may wrap the resolver's error: look a few causes deep.
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (typeof message !== 'string' || !message.includes(name)) continue
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return true
    if (/cannot find (package|module)|failed to resolve module specifier|could not resolve/i.test(message)) return true
  }
  return false
}
