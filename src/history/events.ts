import { isAddressLike } from '@porch/kit'
import { isHash, isHex, type Address, type Hash, type Hex } from 'viem'

/**
 * Event topics (keccak256 of the signature), precomputed so this code needs no hashing;
 * test/history/events.test.ts checks them against viem's toEventSelector.
 */
export const topics = {
  /** Plant(address indexed sender, address indexed user, uint256 amount) */
  plant: '0x87119756b8ade22de5e690fc509eaa489dbd9dd25d351e7769b39a2c55ef1732',
  /** Unplant(address indexed user, address indexed to, uint256 amount) */
  unplant: '0xa42859626dec7c7ff40e61619ba9b23b3dbc3afce03f24fb3ecaa3b186bd1f2c',
  /** Harvest(address indexed user, address indexed token, uint256 amount) */
  harvest: '0xa0306f61d3fafe13787b78e276cb6b644382854a66cb46daae14227d3ec26797',
  /** DistributeReward(address indexed sender, address indexed token, uint256 amount, uint256 rewardPerToken, uint256 totalSupply) */
  distributeReward: '0x624c08998f6d8803dfc1a3d1977479c2f03b0707c7ef36ee123a57f691c721f2',
} as const

export type HistoryKind = 'stake' | 'unstake' | 'harvest'

/** One of the account's own events, as listed and exported. */
export interface HistoryEvent {
  kind: HistoryKind
  /** MANGO (stake, unstake) or the reward token (harvest), in base units. */
  amount: bigint
  /** Harvest: the reward token paid. */
  token?: Address
  blockNumber: bigint
  /** The block's hash when the node gave it: a re-read tail reuses the timestamp only for the same block. */
  blockHash?: Hash
  logIndex: number
  txHash: Hash
  /** Seconds since the epoch. */
  timestamp: bigint
}

/** Oldest first: by block, then by position in the block. */
export function byChainOrder(a: HistoryEvent, b: HistoryEvent): number {
  return a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1
}

/** A raw eth_getLogs entry, as far as it is read here (checked by `parseLog`). */
export interface RawLog {
  address: Address
  topics: Hex[]
  data: Hex
  blockNumber: bigint
  blockHash?: Hash
  logIndex: number
  transactionHash: Hash
  /** Block time when the node includes it (newer nodes do); else read from the block. */
  blockTimestamp?: bigint
}

/** A hash, or a topic: a 32-byte word has a hash's shape. */
const isWord = (v: unknown): v is Hash => typeof v === 'string' && isHash(v)

const quantity = (v: unknown): bigint | undefined => (typeof v === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(v) ? BigInt(v) : undefined)

/** A node's log object, accepted only with the fields and lengths it must have. */
export function parseLog(raw: unknown): RawLog {
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const blockNumber = quantity(o.blockNumber)
  const logIndex = quantity(o.logIndex)
  const t = o.topics
  if (
    !isAddressLike(o.address) ||
    !Array.isArray(t) || t.length === 0 || t.length > 4 || !t.every(isWord) ||
    !isHex(o.data, { even: true }) ||
    blockNumber === undefined || logIndex === undefined ||
    !isWord(o.transactionHash) ||
    (o.blockHash != null && !isWord(o.blockHash)) ||
    o.removed === true
  ) {
    throw new MalformedLogError()
  }
  return {
    address: o.address as Address,
    topics: t as Hex[],
    data: o.data as Hex,
    blockNumber,
    ...(typeof o.blockHash === 'string' ? { blockHash: o.blockHash as Hash } : {}),
    logIndex: Number(logIndex),
    transactionHash: o.transactionHash as Hash,
    blockTimestamp: quantity(o.blockTimestamp),
  }
}

/** The node answered eth_getLogs with something that is not a list of well-formed logs. */
export class MalformedLogError extends Error {
  override name = 'MalformedLogError'
  constructor() {
    super('The node answered with a malformed event log.')
  }
}

/** The n-th 32-byte word of ABI data. */
export function word(data: Hex, n: number): bigint {
  const hex = data.slice(2 + n * 64, 2 + (n + 1) * 64)
  if (hex.length !== 64) throw new MalformedLogError()
  return BigInt(`0x${hex}`)
}

/** An address topic as a checksum-free lowercase address. */
export const topicAddress = (topic: Hex | undefined): Address => `0x${(topic ?? '').slice(-40).toLowerCase()}` as Address

/** A 32-byte topic holding an address. */
export const addressTopic = (address: Address): Hex => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`

/** The account's event from a log, or undefined for logs that are not one of ours. */
export function toHistoryEvent(log: RawLog, account: Address): Omit<HistoryEvent, 'timestamp'> | undefined {
  const me = account.toLowerCase()
  const [topic, t1, t2] = log.topics
  const base = {
    amount: word(log.data, 0),
    blockNumber: log.blockNumber,
    ...(log.blockHash ? { blockHash: log.blockHash } : {}),
    logIndex: log.logIndex,
    txHash: log.transactionHash,
  }
  // Plant: the pMANGO goes to `user` (topic 2), whoever paid; Unplant and Harvest: `user` is topic 1.
  if (topic === topics.plant && topicAddress(t2) === me) return { kind: 'stake', ...base }
  if (topic === topics.unplant && topicAddress(t1) === me) return { kind: 'unstake', ...base }
  if (topic === topics.harvest && topicAddress(t1) === me) return { kind: 'harvest', token: topicAddress(t2), ...base }
  return undefined
}

/** eth_getLogs filters (topics) that select exactly the account's Plant, Unplant and Harvest events. */
export function accountFilters(account: Address): TopicFilter[] {
  const me = addressTopic(account)
  return [
    [[topics.unplant, topics.harvest], me],
    [topics.plant, null, me],
  ]
}

/** eth_getLogs `topics`: per position one topic, any of several, or null for any. */
export type TopicFilter = Array<Hex | Hex[] | null>

/** One DistributeReward: `amount` of the reward token spread over `totalSupply` pMANGO at `timestamp`. */
export interface Distribution {
  blockNumber: bigint
  timestamp: bigint
  amount: bigint
  totalSupply: bigint
}
