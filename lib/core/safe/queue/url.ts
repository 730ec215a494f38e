import { getAddress, isAddress } from 'viem'

/** Safe{Wallet}'s public address, where safeTransactionUrl links by default. */
export const SAFE_WALLET_URL = 'https://app.safe.global'

/** Parameters of safeTransactionUrl. */
export interface SafeTransactionUrlParameters {
  /** The chain's EIP-3770 short name, e.g. 'zkevm' (SafeQueue's `shortName`, or the host's getChainInfo). */
  shortName: string
  /** The Safe. */
  safeAddress: string
  /** The service's transaction id ('multisig_<safe>_<safeTxHash>'). */
  id: string
  /** Where Safe{Wallet} is served (default https://app.safe.global). */
  appUrl?: string
}

/**
 * The Safe{Wallet} page of one transaction:
 * `<appUrl>/transactions/tx?safe=<shortName>:<safe>&id=<id>`. Undefined when a part is not
 * what it should be (a short name of letters, digits and dashes; an address; an id of
 * letters, digits and underscores; an http(s) appUrl), so no answer can craft a link.
 */
export function safeTransactionUrl({ shortName, safeAddress, id, appUrl = SAFE_WALLET_URL }: SafeTransactionUrlParameters): string | undefined {
  if (!/^[a-z0-9-]{1,20}$/i.test(shortName) || !isAddress(safeAddress, { strict: false }) || !/^[0-9A-Za-z_]{1,200}$/.test(id)) return undefined
  let base: URL
  try {
    base = new URL(appUrl)
  } catch {
    return undefined
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined
  return `${base.origin}${base.pathname.replace(/\/$/, '')}/transactions/tx?safe=${shortName}:${getAddress(safeAddress)}&id=${id}`
}
