import { connect } from '../../core/actions/connect'
import type { Config } from '../../core/config'
import type { Connector } from '../../core/types'
import { addRecentWalletId } from '../../core/wallets/recent'

/**
 * WalletButton's click: connects the wallet and, once connected, lists it as recent. Its
 * own chunk, fetched when the browser is idle after mount (or on a click before that), so
 * the connect path stays out of the first load.
 */
export async function connectWallet(config: Config, connector: Connector, walletId: string, chainId?: number): Promise<void> {
  await connect(config, { connector, chainId })
  addRecentWalletId(config.storage, walletId)
}
