import { walletFactory, type WalletFactory } from '../factory'
import { baseSpec } from '../../../core/wallets/base/base'

/** Base (facts, links and guide: lib/core/wallets/base/). */
export const base: WalletFactory = walletFactory(baseSpec)

/** Base: RainbowKit's alias of `base`, the same factory. */
export const baseAccount: WalletFactory = base
