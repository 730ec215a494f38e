import {
  BaseError,
  ChainMismatchError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  HttpRequestError,
  InsufficientFundsError,
  isHex,
  SocketClosedError,
  TimeoutError,
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
  WebSocketRequestError,
  type Hex,
} from 'viem'
import { isUserRejection, WalletError } from '@porch/kit'
import { stakingErrorsAbi } from './abi'
import { formatAmount } from './amount'
import { FALLBACK_MESSAGE, NETWORK_MESSAGE } from './messages'

/**
 * Plain sentences for everything a staking write can fail with: MangoError codes, OpenZeppelin ERC-20 errors, wallet errors,
 * network errors. A user rejection has no message at all: the screen just goes back to idle.
 */

/** A mined transaction whose receipt says it reverted (status 0 / 'reverted'). */
export class TransactionRevertedError extends Error {
  override name = 'TransactionRevertedError'
  constructor(readonly hash: Hex) {
    super('The transaction failed on the network. Your tokens did not move; only the network fee was spent.')
  }
}

export { FALLBACK_MESSAGE, NETWORK_MESSAGE }

/** The node did not answer the checks before a wallet prompt in time; nothing was sent. */
export class NetworkTimeoutError extends Error {
  override name = 'NetworkTimeoutError'
  constructor() {
    super('The network is not answering right now, so nothing was sent. Please try again in a moment.')
  }
}

/** The wallet is on a chain the site does not write to. */
export class WrongNetworkError extends Error {
  override name = 'WrongNetworkError'
  constructor(chainName: string) {
    super(`Your wallet is on another network. Switch to ${chainName} to continue.`)
  }
}

/** MangoError(uint256) codes 0-16 (contracts/utils/MangoErrors.sol). */
export const mangoErrorMessages: Readonly<Record<number, string>> = {
  0: 'You are not allowed to do that.',
  1: 'The contract could not send the funds. Please try again later.',
  2: 'Your balance is too low for that amount.',
  3: 'That amount is too large.',
  4: 'Nothing to do: the request was empty.',
  5: 'That address is not valid.',
  6: 'The bonus settings are not valid.',
  7: 'That action is not supported: pMANGO cannot be transferred.',
  8: 'The fee settings are not valid.',
  9: 'Another transaction is being processed. Please try again.',
  10: 'That is not possible at this time.',
  11: 'The price moved too much. Please try again.',
  12: 'That amount is too small.',
  13: 'That is more than your balance.',
  14: 'That item does not exist.',
  15: 'Staking is paused right now.',
  16: 'The price is not valid right now.',
}

/** Which token an amount error is about, so the message can name the balance. */
export interface ErrorContext {
  symbol?: string
  decimals?: number
  /** The chain's native currency symbol, for "not enough ... to pay the network fee". */
  nativeSymbol?: string
}

interface DecodedRevert {
  errorName: string
  args: readonly unknown[]
}

/** Message for a decoded custom error, or undefined for an error this site does not know. */
export function describeRevert({ errorName, args }: DecodedRevert, context: ErrorContext = {}): string | undefined {
  const { symbol, decimals } = context
  switch (errorName) {
    case 'MangoError': {
      const code = Number(args[0])
      return mangoErrorMessages[code] ?? `The contract refused the transaction (error code ${String(args[0])}).`
    }
    case 'ERC20InsufficientBalance': {
      const balance = args[1]
      if (typeof balance === 'bigint' && symbol && decimals !== undefined) {
        return `You only have ${formatAmount(balance, decimals)} ${symbol}.`
      }
      return mangoErrorMessages[2]
    }
    case 'ERC20InsufficientAllowance':
      return `The staking contract is not yet allowed to take that much${symbol ? ` ${symbol}` : ''}. Try again to approve the amount.`
    case 'ERC20InvalidSender':
    case 'ERC20InvalidApprover':
      return 'The sending address is not valid.'
    case 'ERC20InvalidReceiver':
    case 'ERC20InvalidSpender':
      return 'The receiving address is not valid.'
    case 'OwnableUnauthorizedAccount':
      return 'Only the contract owner can do that.'
    case 'Error':
      return typeof args[0] === 'string' && args[0] ? `The transaction would fail: ${args[0]}` : undefined
    default:
      return undefined
  }
}

/** Decode raw revert data (a 4-byte selector plus arguments) with the staking errors. */
export function decodeRevertData(data: Hex): DecodedRevert | undefined {
  if (!isHex(data) || data.length < 10) return undefined
  try {
    const decoded = decodeErrorResult({ abi: stakingErrorsAbi, data })
    return { errorName: decoded.errorName, args: decoded.args ?? [] }
  } catch {
    return undefined
  }
}

/**
 * The sentence to show for a failed staking action, or `null` when the user rejected the
 * request in their wallet (nothing to show).
 */
export function describeError(error: unknown, context: ErrorContext = {}): string | null {
  if (isUserRejection(error) || findIn(error, (e) => isUserRejection(e) && e !== error)) return null

  const revert = findRevert(error)
  if (revert) {
    const message = describeRevert(revert, context)
    if (message) return message
  }
  const ours = findIn(error, (e) => e instanceof TransactionRevertedError || e instanceof WrongNetworkError || e instanceof NetworkTimeoutError)
  if (ours instanceof Error) return ours.message
  const contractRevert = findIn(error, (e) => e instanceof ContractFunctionRevertedError)
  if (contractRevert instanceof ContractFunctionRevertedError) {
    // A reason string or panic (viem decodes both) reads fine; an unknown custom error does not.
    if (contractRevert.reason) return `The transaction would fail: ${contractRevert.reason}`
    return 'The transaction would fail. Check the amount and try again.'
  }

  const wallet = findIn(error, (e) => e instanceof WalletError)
  if (wallet instanceof WalletError) return wallet.message

  if (findIn(error, (e) => e instanceof InsufficientFundsError)) {
    return `You do not have enough ${context.nativeSymbol ?? 'ETH'} to pay the network fee.`
  }
  if (findIn(error, (e) => e instanceof ChainMismatchError)) {
    return 'Your wallet is on another network. Switch networks and try again.'
  }
  if (findIn(error, (e) => e instanceof WaitForTransactionReceiptTimeoutError || e instanceof TransactionReceiptNotFoundError)) {
    return 'The transaction is taking longer than expected. Check your wallet for its status.'
  }
  if (isNetworkError(error)) return NETWORK_MESSAGE
  return FALLBACK_MESSAGE
}

/** True for failures to reach the node (or to load the lazy write code). */
export function isNetworkError(error: unknown): boolean {
  return Boolean(
    findIn(
      error,
      (e) =>
        e instanceof HttpRequestError ||
        e instanceof TimeoutError ||
        e instanceof WebSocketRequestError ||
        e instanceof SocketClosedError ||
        (e instanceof TypeError && /failed to fetch|networkerror|load failed|dynamically imported module/i.test(e.message)),
    ),
  )
}

/** A decoded custom error anywhere in the cause chain, decoding raw data viem left undecoded. */
function findRevert(error: unknown): DecodedRevert | undefined {
  let found: DecodedRevert | undefined
  findIn(error, (e) => {
    if (e instanceof ContractFunctionRevertedError && e.data) {
      found = { errorName: e.data.errorName, args: e.data.args ?? [] }
      return true
    }
    // Wallets report reverts from gas estimation in many shapes; look for hex revert data.
    const data = (e as { data?: unknown }).data
    const hex = typeof data === 'string' ? data : typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : undefined
    if (typeof hex === 'string' && isHex(hex)) found = decodeRevertData(hex)
    if (!found && e instanceof ContractFunctionRevertedError && e.raw) found = decodeRevertData(e.raw)
    return found !== undefined
  })
  return found
}

/** Walk `error` and its `cause` chain (viem's BaseError.walk, for any error) and return the first match. */
function findIn(error: unknown, predicate: (e: object) => boolean): object | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if (predicate(current)) return current
    seen.add(current)
    current = current instanceof BaseError || current instanceof Error ? current.cause : (current as { cause?: unknown }).cause
  }
  return undefined
}
