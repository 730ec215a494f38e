import { connect, type ConnectParameters } from '../actions/connect'
import type { Config } from '../config'
import type { ConnectResult } from '../types'
import { buildWalletEntries } from './entries'
import { builtInFaces } from './faces'
import { addRecentWalletId } from './recent'
import type { WalletGroup } from './types'

/** The built-in wallets by their faces: same ids, rdns and connector ids as the default 'Popular' group. */
const DEFAULT_GROUPS: readonly WalletGroup[] = [{ groupName: '', wallets: builtInFaces }]

/**
 * connect() as the Connect modal does it: the same action (same errors), and once
 * connected the wallet is recorded as recent under the id the modal lists it by (its
 * descriptor's id in the app's groups, else in the default ones; an announced wallet
 * without a descriptor by its connector id), so the modal shows it first next time.
 * useConnect's own chunk, loaded with the first connect.
 */
export async function connectAndRecord(config: Config, parameters: ConnectParameters, groups: readonly WalletGroup[] | undefined): Promise<ConnectResult> {
  const result = await connect(config, parameters)
  const { connector } = parameters
  const id = typeof connector === 'string' ? connector : connector.id
  const connectors = config.getConnectors()
  const entry = buildWalletEntries({ groups: groups ?? DEFAULT_GROUPS, connectors }).find((e) => e.connector?.id === id)
  addRecentWalletId(config.storage, entry?.id ?? id)
  return result
}
