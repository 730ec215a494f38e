import type { CreateConnectorFn } from '../../core/types'
import type { Eip1193 } from '../eip1193'
import { injected } from '../injected'
import { COINBASE_RDNS } from './detect'

/**
 * Coinbase Wallet without the Coinbase SDK: the extension (EIP-6963 or legacy injected) or
 * the app's in-app browser, both plain EIP-1193 providers. One connector id whatever way it
 * was found, so the wallet is listed once, as Coinbase Wallet. Its phone app without the
 * in-app browser is reached through WalletConnect (lib/core/wallets/coinbaseWallet.ts).
 */
export function coinbaseWallet({ provider, icon }: { provider: Eip1193; icon?: string }): CreateConnectorFn {
  const base = injected({ id: COINBASE_RDNS, name: 'Coinbase Wallet', rdns: COINBASE_RDNS, provider, ...(icon ? { icon } : {}) })
  return (ctx) => {
    const connector = base(ctx)
    return Object.assign(connector, { type: 'coinbase' })
  }
}
