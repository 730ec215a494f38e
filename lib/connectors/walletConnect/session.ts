/** Reading what a WalletConnect session grants: eip155 chains and accounts (CAIP-2/CAIP-10). */
import { getAddress, type Address } from 'viem'
import { eip155Account, eip155ChainId, isAccount, isChain } from './caip'
import { isAddressLike } from '../../core/address'

/** The part of a sign-client session struct we read (SessionTypes.Struct is wider). */
export interface SessionLike {
  topic: string
  /** Seconds since epoch. */
  expiry: number
  acknowledged: boolean
  namespaces: Record<string, { accounts: string[]; chains?: string[]; methods: string[]; events: string[] }>
  peer: { metadata: { name: string; url: string; icons: string[] } }
}

export function isSessionAlive(s: SessionLike, now = Date.now()): boolean {
  return s.acknowledged && s.expiry * 1000 > now
}

/** EVM chain ids the session covers, in the wallet's order, without duplicates. */
export function sessionChainIds(s: SessionLike): number[] {
  const ns = s.namespaces.eip155
  if (!ns) return []
  const ids = [
    ...(ns.chains ?? []).filter(isChain).map(eip155ChainId),
    ...ns.accounts.filter(isAccount).map((a) => eip155Account(a).chainId),
  ]
  return [...new Set(ids)]
}

/** Checksummed accounts for a chain; all of the session's EVM accounts when none is chain-specific. */
export function sessionAccounts(s: SessionLike, chainId?: number): Address[] {
  const parsed = (s.namespaces.eip155?.accounts ?? []).filter(isAccount).map(eip155Account)
  const onChain = chainId === undefined ? parsed : parsed.filter((a) => a.chainId === chainId)
  const list = onChain.length > 0 ? onChain : parsed
  return [...new Set(list.map((a) => getAddress(a.address)))]
}

/** Accounts as a wallet sends them in an accountsChanged event: CAIP-10 ids or plain addresses. */
export function parseEventAccounts(data: unknown): Address[] {
  if (!Array.isArray(data)) return []
  const out: Address[] = []
  for (const item of data) {
    if (typeof item !== 'string') continue
    const address = isAccount(item) ? eip155Account(item).address : item
    if (isAddressLike(address)) out.push(getAddress(address))
  }
  return [...new Set(out)]
}

/** A chain id as a wallet sends it in chainChanged: number, hex, decimal text or 'eip155:N'. */
export function parseEventChainId(data: unknown): number | undefined {
  if (typeof data === 'number') return Number.isSafeInteger(data) && data > 0 ? data : undefined
  if (typeof data !== 'string') return undefined
  if (isChain(data)) return data.startsWith('eip155:') ? eip155ChainId(data) : undefined
  const n = data.startsWith('0x') ? Number.parseInt(data, 16) : Number(data)
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}
