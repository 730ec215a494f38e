/**
 * EIP-5792 atomic batching as a wallet reports it for one chain
 * (https://eips.ethereum.org/EIPS/eip-5792#atomic-capability):
 * - `supported`: the wallet executes a batch atomically;
 * - `ready`: it can, after the user accepts an account upgrade (EIP-7702) in the prompt;
 * - `unsupported`: no atomic batch (also: no EIP-5792 at all).
 */
export type AtomicStatus = 'supported' | 'ready' | 'unsupported'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Chain id of a capabilities key: hex per EIP-5792 ('0x44d'); some wallets answer decimal. */
function keyChainId(key: string): number | undefined {
  const n = /^0x[0-9a-f]+$/i.test(key) ? Number.parseInt(key, 16) : /^\d+$/.test(key) ? Number(key) : Number.NaN
  return Number.isSafeInteger(n) ? n : undefined
}

/** Atomic status from one chain's capability object: v2 `atomic.status`, or legacy `atomicBatch.supported`. */
function statusOf(caps: unknown): AtomicStatus | undefined {
  if (!isRecord(caps)) return undefined
  const atomic = caps.atomic
  if (isRecord(atomic) && (atomic.status === 'supported' || atomic.status === 'ready' || atomic.status === 'unsupported')) {
    return atomic.status
  }
  // Pre-2.0 wallets (Safe among them) answer `atomicBatch: { supported: true }`.
  const legacy = caps.atomicBatch
  if (isRecord(legacy) && typeof legacy.supported === 'boolean') return legacy.supported ? 'supported' : 'unsupported'
  return undefined
}

/**
 * The atomic status for `chainId` in a `wallet_getCapabilities` answer. The chain's own
 * entry wins; `0x0` holds capabilities that apply to every chain. Anything else
 * (another chain only, malformed answer) is `unsupported`.
 */
export function parseAtomicStatus(result: unknown, chainId: number): AtomicStatus {
  if (!isRecord(result)) return 'unsupported'
  let own: AtomicStatus | undefined
  let all: AtomicStatus | undefined
  for (const key of Object.keys(result)) {
    const id = keyChainId(key)
    if (id === chainId) own ??= statusOf(result[key])
    else if (id === 0) all ??= statusOf(result[key])
  }
  return own ?? all ?? 'unsupported'
}

/** True when an app may send several calls (e.g. approve + deposit) as one atomic `wallet_sendCalls`. */
export const canBatch = (status: AtomicStatus): boolean => status === 'supported' || status === 'ready'

/**
 * A `wallet_getCapabilities` answer keyed by chain id as a number (viem's and wagmi's
 * shape): hex keys per EIP-5792, decimal ones as some wallets send them; `0x0` (every
 * chain) is kept as 0. Entries that are not objects are left out.
 */
export function capabilitiesByChain(result: unknown): Record<number, Record<string, unknown>> {
  const byChain: Record<number, Record<string, unknown>> = {}
  if (!isRecord(result)) return byChain
  for (const [key, caps] of Object.entries(result)) {
    const id = keyChainId(key)
    if (id !== undefined && isRecord(caps)) byChain[id] = { ...caps }
  }
  return byChain
}
