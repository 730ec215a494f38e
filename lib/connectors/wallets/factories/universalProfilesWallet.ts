import { walletFactory, type WalletFactory } from '../factory'
import { universalProfilesWalletSpec } from '../../../core/wallets/universalProfilesWallet/universalProfilesWallet'

/** Universal Profiles (facts, links and guide: lib/core/wallets/universalProfilesWallet/). */
export const universalProfilesWallet: WalletFactory = walletFactory(universalProfilesWalletSpec)
