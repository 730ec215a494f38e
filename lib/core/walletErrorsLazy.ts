import type { BaseError } from 'viem'
import { lazyImport } from './lazy'

// viem's RPC error module defines all its classes with module-level side effects, so one of
// them pulls every one into a bundle: the code loads only once a wallet call has failed.
const loadWalletErrors = lazyImport(() => import('./walletErrors'))

/** normalizeWalletError (see walletErrors.ts), loaded on the first failure. */
export async function normalizedWalletError(e: unknown): Promise<BaseError> {
  return (await loadWalletErrors()).normalizeWalletError(e)
}
