import type { ConnectButtonProps } from '../components/ConnectButton/ConnectButton'
import type { AccountStatus, ChainStatus } from '../components/ConnectButton/types'

/** The attributes `<porch-connect-button>` reads; a change of any re-renders it. */
export const CONNECT_BUTTON_ATTRIBUTES = ['label', 'account-status', 'chain-status', 'show-balance'] as const
/** The attribute `<porch-wallet-button>` reads. */
export const WALLET_BUTTON_ATTRIBUTES = ['wallet'] as const

const ACCOUNT_STATUS: readonly AccountStatus[] = ['full', 'avatar', 'address']
const CHAIN_STATUS: readonly ChainStatus[] = ['full', 'icon', 'name', 'none']
const BOOLEAN = ['true', 'false'] as const

type Read = (name: string) => string | null
/** Where a wrong attribute is reported (the element passes one that says each problem once). */
export type Report = (message: string) => void

/**
 * One attribute checked against its allowed values. A wrong value is never ignored
 * silently: it is reported (console.error, naming the attribute and the allowed values) and
 * the default applies, as if the attribute were absent.
 */
function oneOf<T extends string>(tag: string, read: Read, report: Report, name: string, allowed: readonly T[]): T | undefined {
  const value = read(name)
  if (value === null) return undefined
  if ((allowed as readonly string[]).includes(value)) return value as T
  report(`<${tag}>: ${name}="${value}" is not allowed; use ${allowed.map((a) => `"${a}"`).join(', ')}. The default applies.`)
  return undefined
}

/** ConnectButton's props from `<porch-connect-button>`'s attributes (absent or wrong: the component's default). */
export function connectButtonProps(read: Read, report: Report): ConnectButtonProps {
  const tag = 'porch-connect-button'
  const props: ConnectButtonProps = {}
  const label = read('label')
  if (label !== null) {
    if (label.trim() === '') report(`<${tag}>: label is empty; give the button's text, or leave the attribute out for the default.`)
    else props.label = label
  }
  const account = oneOf(tag, read, report, 'account-status', ACCOUNT_STATUS)
  if (account) props.accountStatus = account
  const chain = oneOf(tag, read, report, 'chain-status', CHAIN_STATUS)
  if (chain) props.chainStatus = chain
  const balance = oneOf(tag, read, report, 'show-balance', BOOLEAN)
  if (balance) props.showBalance = balance === 'true'
  return props
}

/** WalletButton's `wallet` from `<porch-wallet-button>`; undefined (reported) when absent or empty. */
export function walletButtonWallet(read: Read, report: Report): string | undefined {
  const wallet = read('wallet')?.trim()
  if (wallet) return wallet
  report('<porch-wallet-button>: the wallet attribute is missing; name a wallet id, e.g. wallet="metaMask". Nothing is shown until it is set.')
  return undefined
}
