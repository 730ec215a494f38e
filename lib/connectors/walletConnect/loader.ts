/**
 * The ONLY place that imports @walletconnect/sign-client, and only dynamically: it is about
 * 145 kB gzip, so it must stay out of the first page load (`npm run bench` checks it).
 * It loads when the user picks a WalletConnect wallet or a saved session is restored.
 */
import type { SignClient as SignClientClass } from '@walletconnect/sign-client'
import { lazyImport } from '../../core/lazy'
import { isMissingPackage, SIGN_CLIENT_PACKAGE, WalletConnectNotInstalledError } from './notInstalled'
import { WalletConnectError } from './errors'

export type SignClientConstructor = typeof SignClientClass
export type SignClient = InstanceType<SignClientConstructor>
export type SignClientOptions = NonNullable<Parameters<SignClientConstructor['init']>[0]>

/**
 * A failed download is forgotten, so RETRY fetches it again. The package is an optional peer
 * dependency: when the app has not installed it, the error says which package to install.
 */
export const loadSignClient = lazyImport(() => import('@walletconnect/sign-client').then((m) => m.SignClient, toLoadError))

function toLoadError(e: unknown): never {
  if (isMissingPackage(e, SIGN_CLIENT_PACKAGE)) throw new WalletConnectNotInstalledError(e)
  // A chunk that did not download: the network (describeError says to check the connection).
  throw new WalletConnectError('offline', { cause: e })
}

/** True once the library was requested (for tests that assert it is not loaded eagerly). */
export function isSignClientRequested(): boolean {
  return loadSignClient.requested
}
