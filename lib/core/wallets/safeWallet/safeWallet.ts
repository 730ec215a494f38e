import { safe } from '../safe'
import type { WalletSpec } from '../spec'

/** Safe (RainbowKit's `safeWallet`): the kit's Safe App connector (inside Safe{Wallet}). */
export const safeWalletSpec: WalletSpec = {
  ...safe,
  id: 'safe',
  name: 'Safe',
  via: 'safe',
}
