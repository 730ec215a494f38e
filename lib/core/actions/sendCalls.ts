import type { Address, Hex } from 'viem'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { RecentOption } from '../write/recent'
import type { SignInRequiredError } from '../callErrors'
import { CallsNotSupportedError, normalizeCallsError, type CallsError } from '../calls/errors'
import { activeWallet } from '../calls/provider'
import { chainNotConfigured, type ChainNotConfiguredErrorType, type UserRejectedRequestErrorType, type ConnectorNotConnectedError, type WalletError } from '../errors'
import { normalizeWalletError } from '../walletErrors'

/** One call of an EIP-5792 bundle: target, value and calldata. */
export interface Call {
  /** The contract or recipient. */
  to: Address
  /** Calldata (encode it with viem's encodeFunctionData); absent for a plain transfer. */
  data?: Hex
  /** Wei sent with the call. */
  value?: bigint
}

/** Parameters of sendCalls: the calls, sent atomically (all or nothing). */
export type SendCallsParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId> & {
  /** The calls, in order. */
  calls: readonly Call[]
  /**
   * On a wallet that cannot batch, send the calls one after another instead (each
   * waits for the previous one's receipt, so a later call sees the earlier ones' effects).
   * Off by default: the bundle is then all or nothing, and such a wallet gets a
   * CallsNotSupportedError. (wagmi's and viem's name for the same opt-in.)
   */
  experimental_fallback?: boolean
  /** Add the bundle to Recent Transactions with this description (see RecentOption). */
  recent?: RecentOption
}

/** What sendCalls returns: the bundle id to follow with getCallsStatus or waitForCallsStatus. */
export interface SendCallsReturnType {
  /** The wallet's bundle id: any string, NOT a transaction hash. */
  id: string
}

/** Errors sendCalls can throw (see CallsError for the EIP-5792 codes). */
export type SendCallsErrorType =
  | ConnectorNotConnectedError
  | SignInRequiredError
  | ChainNotConfiguredErrorType
  | UserRejectedRequestErrorType
  | CallsError
  | CallsNotSupportedError
  | WalletError

/**
 * Send `calls` as ONE atomic EIP-5792 bundle (`wallet_sendCalls`, version 2.0.0,
 * `atomicRequired: true`): one confirmation in the wallet, all or nothing on chain.
 * There is no fallback to one transaction per call unless the caller opts in with
 * `experimental_fallback` (then the user sees each prompt coming). With
 * `recent: { description }` the bundle appears in Recent Transactions. Gated by sign-in.
 * Rejects with a SendCallsErrorType.
 */
export async function sendCalls<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, parameters: SendCallsParameters<config, chainId>): Promise<SendCallsReturnType> {
  const wallet = await activeWallet(config, true)
  const chain = parameters.chainId ?? wallet.chainId
  if (!config.isChainSupported(chain)) throw chainNotConfigured(chain)
  let id: string
  try {
    id = await sendBundle(wallet, chain, parameters.calls)
  } catch (e) {
    if (!(e instanceof CallsNotSupportedError) || !parameters.experimental_fallback) throw e
    const { sendSequentially } = await import('../calls/fallback')
    id = await sendSequentially(config, chain, parameters.calls)
  }
  if (parameters.recent) {
    try {
      config.transactions.addCalls(wallet.account, chain, { id, description: parameters.recent.description })
    } catch (error) {
      console.warn('[porch] not added to recent transactions:', error)
    }
  }
  return { id }
}

async function sendBundle(wallet: Awaited<ReturnType<typeof activeWallet>>, chain: number, calls: readonly Call[]): Promise<string> {
  let result: unknown
  try {
    result = await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: `0x${chain.toString(16)}`,
          from: wallet.account,
          atomicRequired: true,
          calls: calls.map((c) => ({ to: c.to, data: c.data, value: `0x${(c.value ?? 0n).toString(16)}` })),
        },
      ],
    })
  } catch (e) {
    throw normalizeCallsError(e)
  }
  // EIP-5792 2.0.0 answers `{ id }`; earlier drafts answered the id itself.
  const id = typeof result === 'string' ? result : (result as { id?: unknown } | null)?.id
  if (typeof id !== 'string' || id === '') throw normalizeWalletError(new Error('The wallet did not return a bundle id.'))
  return id
}
