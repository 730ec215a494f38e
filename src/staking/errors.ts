import {
  BaseError,
  ChainMismatchError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  HttpRequestError,
  isHex,
  SocketClosedError,
  TimeoutError,
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
  WebSocketRequestError,
  type Hex,
} from 'viem'
import type { Locale } from '@porch/kit'
import {
  ConnectorChainMismatchError,
  describeBundleFailure,
  describeError as describeKitError,
  InsufficientFundsError,
  isKitError,
  isUserRejection,
  TransactionRevertedError,
  UserRejectedRequestError,
  WalletError,
  type BundleFailure,
} from '@porch/kit'
import { stakingErrorsAbi } from './abi'
import { formatTokenAmount } from './amount'
import { siteText } from '../i18n/siteCatalogue'
import { errors } from '../i18n/en/errors'
import { screen } from '../i18n/en/screen'

/** English, for the errors' own `message` (logs); what a reader sees is describeError's, in their locale. */
const english = siteText('en', 'errors', errors)

/**
 * Plain sentences for everything a staking write can fail with: MangoError codes, OpenZeppelin ERC-20 errors, wallet errors,
 * network errors. A user rejection has no message at all: the screen just goes back to idle.
 */

/** The wallet put another transaction in this one's place (same nonce) that does not do what it did. */
export class TransactionReplacedError extends Error {
  override name = 'TransactionReplacedError'
  constructor(
    readonly hash: Hex,
    readonly reason: 'cancelled' | 'replaced',
  ) {
    super(english(reason))
  }
}

/** A bundle the wallet reports as failed (EIP-5792 status 400, 500 or 600); describeError says why, in the kit's words. */
export class BundleFailedError extends WalletError {
  override name = 'BundleFailedError'
  constructor(readonly failure: BundleFailure = 'unknown') {
    super(describeBundleFailure(failure))
  }
}

/** The node did not answer the checks before a wallet prompt in time; nothing was sent. */
export class NetworkTimeoutError extends Error {
  override name = 'NetworkTimeoutError'
  constructor() {
    super(english('timeout'))
  }
}

/**
 * The check that a stake would go through gave no usable answer (empty or malformed, e.g. a
 * node that ignores state overrides): without it, the wallet is not asked for anything.
 */
export class PlantCheckUnavailableError extends Error {
  override name = 'PlantCheckUnavailableError'
  constructor(readonly returned: Hex) {
    super(english('plantCheckUnavailable'))
  }
}

/** The wallet is on a chain the site does not write to. */
export class WrongNetworkError extends Error {
  override name = 'WrongNetworkError'
  constructor(readonly chainName: string) {
    super(english('wrongNetwork', { chain: chainName }))
  }
}

/** MangoError(uint256) codes 0-16 (contracts/utils/MangoErrors.sol), worded in `locale`. */
export function mangoErrorMessage(code: number, locale: Locale = 'en'): string | undefined {
  return Number.isInteger(code) && code >= 0 && code <= 16 ? siteText(locale, 'errors', errors)(`mango${code}` as keyof typeof errors) : undefined
}

/** Which token an amount error is about, so the message can name the balance. */
export interface ErrorContext {
  symbol?: string
  decimals?: number
  /** The chain's native currency symbol, for "not enough ... to pay the network fee". */
  nativeSymbol?: string
  /** The locale the kit shows (the action context's); default English. */
  locale?: Locale
}

interface DecodedRevert {
  errorName: string
  args: readonly unknown[]
}

/** Message for a decoded custom error, or undefined for an error this site does not know. */
export function describeRevert({ errorName, args }: DecodedRevert, context: ErrorContext = {}): string | undefined {
  const { symbol, decimals } = context
  const locale = context.locale ?? 'en'
  const t = siteText(locale, 'errors', errors)
  switch (errorName) {
    case 'MangoError': {
      const code = Number(args[0])
      return mangoErrorMessage(code, locale) ?? t('mangoUnknown', { code: String(args[0]) })
    }
    case 'ERC20InsufficientBalance': {
      const balance = args[1]
      if (typeof balance === 'bigint' && symbol && decimals !== undefined) {
        return t('onlyHave', { amount: formatTokenAmount(balance, { decimals, symbol }, locale) })
      }
      return t('mango2')
    }
    case 'ERC20InsufficientAllowance':
      return symbol ? t('allowance', { symbol }) : t('allowanceNoSymbol')
    case 'ERC20InvalidSender':
    case 'ERC20InvalidApprover':
      return t('badSender')
    case 'ERC20InvalidReceiver':
    case 'ERC20InvalidSpender':
      return t('badReceiver')
    case 'OwnableUnauthorizedAccount':
      return t('ownerOnly')
    case 'Error':
      return typeof args[0] === 'string' && args[0] ? t('wouldFailReason', { reason: args[0] }) : undefined
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
  if (isUserRejection(error) || findIn(error, (e) => e instanceof UserRejectedRequestError || (isUserRejection(e) && e !== error))) return null
  const locale = context.locale ?? 'en'
  const t = siteText(locale, 'errors', errors)
  const common = siteText(locale, 'screen', screen)

  const revert = findRevert(error)
  if (revert) {
    const message = describeRevert(revert, context)
    if (message) return message
  }
  // The site's own errors carry data; their words are the catalogue's, in the reader's locale.
  const replaced = findIn(error, (e) => e instanceof TransactionReplacedError)
  if (replaced instanceof TransactionReplacedError) return t(replaced.reason)
  const wrongNetwork = findIn(error, (e) => e instanceof WrongNetworkError)
  if (wrongNetwork instanceof WrongNetworkError) return t('wrongNetwork', { chain: wrongNetwork.chainName })
  if (findIn(error, (e) => e instanceof NetworkTimeoutError)) return t('timeout')
  if (findIn(error, (e) => e instanceof PlantCheckUnavailableError)) return t('plantCheckUnavailable')
  const bundle = findIn(error, (e) => e instanceof BundleFailedError)
  if (bundle instanceof BundleFailedError) return describeBundleFailure(bundle.failure, locale)
  // The kit's typed write errors (InsufficientFundsError is viem's class, which the kit throws), in the site's words.
  if (findIn(error, (e) => e instanceof TransactionRevertedError)) return t('reverted')
  if (findIn(error, (e) => e instanceof InsufficientFundsError)) return t('noGas', { symbol: context.nativeSymbol ?? 'ETH' })
  if (findIn(error, (e) => e instanceof ConnectorChainMismatchError)) return t('switchNetworks')
  const contractRevert = findIn(error, (e) => e instanceof ContractFunctionRevertedError)
  if (contractRevert instanceof ContractFunctionRevertedError) {
    // A reason string or panic (viem decodes both) reads fine; an unknown custom error does not.
    if (contractRevert.reason) return t('wouldFailReason', { reason: contractRevert.reason })
    return t('wouldFail')
  }

  // The kit's checks before a prompt (estimateGas, call) wrap a node failure in a WalletError: it is still the network.
  if (isNetworkError(error)) return common('networkError')
  // Any other kit error (its own classes, and viem's it throws) in the kit's words (its catalogue), never its `message`.
  const kitError = findIn(error, isKitError)
  if (kitError) return describeKitError(kitError, locale)

  // viem's own (a wallet client the app made itself).
  if (findIn(error, (e) => e instanceof ChainMismatchError)) {
    return t('switchNetworks')
  }
  if (findIn(error, (e) => e instanceof WaitForTransactionReceiptTimeoutError || e instanceof TransactionReceiptNotFoundError)) {
    return t('slow')
  }
  if (isNetworkError(error)) return common('networkError')
  return common('fallbackError')
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
