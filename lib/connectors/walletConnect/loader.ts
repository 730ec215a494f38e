/**
 * The ONLY place that imports @walletconnect/sign-client, and only dynamically: it is about
 * 145 kB gzip, so it must stay out of the first page load (walletconnect-relay.md, "Size").
 * It loads when the user picks a WalletConnect wallet or a saved session is restored.
 */
import type { SignClient as SignClientClass } from '@walletconnect/sign-client'
import { WalletError } from '../../core/errors'

export type SignClientConstructor = typeof SignClientClass
export type SignClient = InstanceType<SignClientConstructor>
export type SignClientOptions = NonNullable<Parameters<SignClientConstructor['init']>[0]>

let loading: Promise<SignClientConstructor> | undefined

export function loadSignClient(): Promise<SignClientConstructor> {
  loading ??= import('@walletconnect/sign-client').then(
    (m) => m.SignClient,
    (e: unknown) => {
      loading = undefined // a failed chunk download may succeed on RETRY
      throw new WalletError('Could not load WalletConnect. Check your connection and try again.', { cause: e })
    },
  )
  return loading
}

/** True once the library was requested (for tests that assert it is not loaded eagerly). */
export function isSignClientRequested(): boolean {
  return loading !== undefined
}
