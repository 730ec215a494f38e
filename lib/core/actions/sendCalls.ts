import type { Address, Hex } from 'viem'
import type { Config } from '../config'
import { CallsError, CallsNotSupportedError, isCallsErrorCode } from '../calls/errors'
import { activeWallet } from '../calls/provider'
import {
  ChainNotConfiguredError,
  errorParts,
  isUnsupportedMethod,
  isUserRejection,
  normalizeWalletError,
  UserRejectedRequestError,
  type ConnectorNotConnectedError,
  type WalletError,
} from '../errors'

/** One call of an EIP-5792 bundle: target, value and calldata. */
export interface Call {
  to: Address
  data: Hex
  value?: bigint
}

/** Parameters of sendCalls: the calls, sent atomically (all or nothing). */
export interface SendCallsParameters {
  calls: readonly Call[]
  /** Default: the wallet's current chain (which must be a configured one). */
  chainId?: number
}

/** What sendCalls returns: the bundle id to follow with getCallsStatus or waitForCallsStatus. */
export interface SendCallsReturnType {
  /** The wallet's bundle id: any string, NOT a transaction hash. */
  id: string
}

/** Errors sendCalls can throw (see CallsError for the EIP-5792 codes). */
export type SendCallsErrorType =
  | ConnectorNotConnectedError
  | ChainNotConfiguredError
  | UserRejectedRequestError
  | CallsError
  | CallsNotSupportedError
  | WalletError

/**
 * Send `calls` as ONE atomic EIP-5792 bundle (`wallet_sendCalls`, version 2.0.0,
 * `atomicRequired: true`): one confirmation in the wallet, all or nothing on chain.
 * There is deliberately no fallback to one transaction per call here (viem's
 * `experimental_fallback` does that); a caller that wants separate transactions sends
 * them itself, so the user sees each prompt coming.
 * Rejects with a SendCallsErrorType.
 */
export async function sendCalls(config: Config, { calls, chainId }: SendCallsParameters): Promise<SendCallsReturnType> {
  const wallet = await activeWallet(config)
  const chain = chainId ?? wallet.chainId
  if (!config.isChainSupported(chain)) throw new ChainNotConfiguredError(chain)
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
    if (isUserRejection(e)) throw new UserRejectedRequestError(e)
    const { code } = errorParts(e)
    if (isCallsErrorCode(code)) throw new CallsError(code, e)
    if (isUnsupportedMethod(e)) throw new CallsNotSupportedError(e)
    throw normalizeWalletError(e)
  }
  // EIP-5792 2.0.0 answers `{ id }`; earlier drafts answered the id itself.
  const id = typeof result === 'string' ? result : (result as { id?: unknown } | null)?.id
  if (typeof id !== 'string' || id === '') throw normalizeWalletError(new Error('The wallet did not return a bundle id.'))
  return { id }
}
