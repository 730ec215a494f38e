import { WalletError } from '../core/errors'

/**
 * A hook ran outside the kit's provider (PorchProvider; wagmi's WagmiProvider). wagmi's class
 * name, thrown where wagmi throws it: by useConfig, which every hook of the kit reads through.
 */
export class WagmiProviderNotFoundError extends WalletError {
  /** Tells this error apart (viem style). */
  override name = 'WagmiProviderNotFoundError' as const
  constructor(providerName: string) {
    super(`\`useConfig\` must be used within \`${providerName}\`.`)
  }
}

/** wagmi's error type name. */
export type WagmiProviderNotFoundErrorType = WagmiProviderNotFoundError
