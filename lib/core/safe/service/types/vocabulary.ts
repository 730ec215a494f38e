/**
 * The Safe client gateway's closed vocabularies. Each is a `const` list (usable at run time
 * to check a value that came over the wire) plus the union type derived from it.
 */

/** Lifecycle of a Safe transaction: proposed, fully signed, then executed, failed or replaced. */
export const transactionStatuses = [
  'AWAITING_CONFIRMATIONS',
  'AWAITING_EXECUTION',
  'CANCELLED',
  'FAILED',
  'SUCCESS',
] as const
/** A Safe transaction's status (see transactionStatuses). */
export type TransactionStatus = (typeof transactionStatuses)[number]

/** Off-chain (EIP-1271) Safe messages: waiting for owners, or signed by enough of them. */
export const messageStatuses = ['NEEDS_CONFIRMATION', 'CONFIRMED'] as const
/** An off-chain Safe message's status (see messageStatuses). */
export type SafeMessageStatus = (typeof messageStatuses)[number]

/** Whether the Safe's singleton (mastercopy) is the latest one the service knows. */
export const implementationVersionStates = ['UP_TO_DATE', 'OUTDATED', 'UNKNOWN'] as const
/** Whether a Safe's singleton is current (see implementationVersionStates). */
export type ImplementationVersionState = (typeof implementationVersionStates)[number]

/**
 * Token kinds. Balances name the chain's coin NATIVE_TOKEN; transfers name it NATIVE_COIN.
 */
export const tokenTypes = ['ERC20', 'ERC721', 'NATIVE_COIN', 'NATIVE_TOKEN'] as const
/** A token kind (see tokenTypes). */
export type TokenType = (typeof tokenTypes)[number]

/** Devices that can register for push notifications. */
export const deviceTypes = ['ANDROID', 'IOS', 'WEB'] as const
/** A device kind for notifications (see deviceTypes). */
export type DeviceType = (typeof deviceTypes)[number]

/** Per-chain feature flags in the chain configuration. */
export const chainFeatures = [
  'ERC721',
  'SAFE_APPS',
  'CONTRACT_INTERACTION',
  'DOMAIN_LOOKUP',
  'SPENDING_LIMIT',
  'EIP1559',
  'SAFE_TX_GAS_OPTIONAL',
  'TX_SIMULATION',
  'EIP1271',
] as const
/** A chain feature flag (see chainFeatures). */
export type ChainFeature = (typeof chainFeatures)[number]

function member<T extends string>(list: readonly T[]) {
  return (value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value)
}

/** True when the value is a known TransactionStatus. */
export const isTransactionStatus = /* @__PURE__ */ member(transactionStatuses)
/** True when the value is a known SafeMessageStatus. */
export const isSafeMessageStatus = /* @__PURE__ */ member(messageStatuses)
/** True when the value is a known ImplementationVersionState. */
export const isImplementationVersionState = /* @__PURE__ */ member(implementationVersionStates)
/** True when the value is a known TokenType. */
export const isTokenType = /* @__PURE__ */ member(tokenTypes)
/** True when the value is a known DeviceType. */
export const isDeviceType = /* @__PURE__ */ member(deviceTypes)
/** True when the value is a known ChainFeature. */
export const isChainFeature = /* @__PURE__ */ member(chainFeatures)

/** A Safe transaction in one of these states will not change any more. */
export function isFinalTransactionStatus(status: TransactionStatus): boolean {
  return status === 'SUCCESS' || status === 'FAILED' || status === 'CANCELLED'
}
