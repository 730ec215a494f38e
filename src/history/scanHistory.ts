import type { Address, Hash } from 'viem'
import type { KitStorage, RpcRequest } from '@porch/kit'
import { findDeploymentBlock, latestBlock, logTimestamps } from './blocks'
import { historyCacheKey, loadHistoryCache, saveHistoryCache, type HistoryCache } from './cache'
import { accountFilters, byChainOrder, toHistoryEvent, type HistoryEvent } from './events'
import { scanLogs } from './scan'

/** Blocks per eth_getLogs at first; nodes commonly allow 10 000. */
export const DEFAULT_MAX_RANGE = 10_000n

/**
 * Blocks below the last one scanned that a resumed scan reads again, so that events a chain
 * reorganisation removed or moved are dropped or corrected; older blocks are taken as final
 * (64 covers two Ethereum epochs, past finality, and far more than L2 reorgs).
 */
export const REORG_DEPTH = 64n

export interface HistoryProgress {
  fromBlock: bigint
  /** The block the scan goes up to. */
  toBlock: bigint
  scannedTo: bigint
  /** Oldest first. */
  events: HistoryEvent[]
}

export interface ScanHistoryOptions {
  request: RpcRequest
  /** Validated storage; the scan resumes from what it holds. */
  storage: KitStorage
  chainId: number
  /** The pMANGO contract. */
  contract: Address
  account: Address
  /** The contract's deployment block, when configured (VITE_DEPLOY_BLOCK); else found with eth_getCode. */
  deployBlock?: bigint
  maxRange?: bigint
  signal?: AbortSignal
  onProgress?(progress: HistoryProgress): void
}

/** What the cache holds for the account, as a progress for the first paint (no request); undefined when nothing is cached. */
export function cachedHistory(storage: KitStorage, chainId: number, contract: Address, account: Address): HistoryProgress | undefined {
  const cached = loadHistoryCache(storage, historyCacheKey(chainId, contract, account))
  return cached && { fromBlock: cached.fromBlock, toBlock: cached.scannedTo, scannedTo: cached.scannedTo, events: cached.events }
}

/**
 * The account's Plant, Unplant and Harvest events, from the cache and then from the chain
 * for the blocks not scanned yet. Progress is saved after every range, so a stopped or
 * interrupted scan resumes where it stopped, and a second visit asks only for new blocks.
 */
export async function scanHistory(options: ScanHistoryOptions): Promise<HistoryProgress> {
  const { request, storage, chainId, contract, account, signal } = options
  const key = historyCacheKey(chainId, contract, account)
  const cached = loadHistoryCache(storage, key)
  const toBlock = await latestBlock(request)
  const fromBlock = cached?.fromBlock ?? options.deployBlock ?? (await findDeploymentBlock(request, contract, toBlock))
  const state: HistoryCache = cached ?? { fromBlock, scannedTo: fromBlock - 1n, events: [] }
  const report = () => options.onProgress?.({ fromBlock, toBlock, scannedTo: state.scannedTo, events: state.events })
  report()
  // A chain reset under us (devnet restart): the cache speaks of blocks that are not there.
  if (state.scannedTo > toBlock) {
    state.scannedTo = fromBlock - 1n
    state.events = []
  }
  // The unfinal tail is read again; its events are replaced by what the chain says now. A
  // block seen before (same hash) keeps its timestamp, so this costs no header request.
  const known = new Map<Hash, bigint>()
  const rewound = maxOf(fromBlock - 1n, state.scannedTo - REORG_DEPTH)
  for (const e of state.events) if (e.blockNumber > rewound && e.blockHash) known.set(e.blockHash, e.timestamp)
  state.events = state.events.filter((e) => e.blockNumber <= rewound)
  state.scannedTo = rewound
  await scanLogs({
    request,
    address: contract,
    filters: accountFilters(account),
    from: state.scannedTo + 1n,
    to: toBlock,
    maxRange: options.maxRange ?? DEFAULT_MAX_RANGE,
    signal,
    onChunk: async ({ to, logs }) => {
      const times = await logTimestamps(request, logs, known)
      const found = logs
        .map((l) => toHistoryEvent(l, account))
        .filter((e) => e !== undefined)
        .map((e) => ({ ...e, timestamp: times.get(e.blockNumber)! }))
        .sort(byChainOrder)
      state.events = [...state.events, ...found]
      state.scannedTo = to
      saveHistoryCache(storage, key, state)
      report()
    },
  })
  return { fromBlock, toBlock, scannedTo: state.scannedTo, events: state.events }
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b)
