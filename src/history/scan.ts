import type { Address } from 'viem'
import { isRangeRefusal, type RpcRequest } from '@porch/kit'
import { MalformedLogError, parseLog, type RawLog, type TopicFilter } from './events'

export interface ScanChunk {
  from: bigint
  to: bigint
  logs: RawLog[]
}

export interface ScanOptions {
  request: RpcRequest
  address: Address
  /** Each filter is asked per range; their results are merged (all go out in one HTTP request). */
  filters: TopicFilter[]
  from: bigint
  to: bigint
  /** Widest range asked for at first (blocks). Halved for the rest of the scan whenever the node refuses. */
  maxRange: bigint
  signal?: AbortSignal
  /** Called for each range read, in block order: the caller saves progress here. */
  onChunk?(chunk: ScanChunk): void | Promise<void>
}

/** The scan was stopped by its AbortSignal (the Stop button); everything before it was kept. */
export class ScanStoppedError extends Error {
  override name = 'ScanStoppedError'
  constructor() {
    super('The history scan was stopped.')
  }
}

/** A range of one block was still refused: the node cannot answer this filter at all. */
export class RangeRefusedError extends Error {
  override name = 'RangeRefusedError'
  constructor(block: bigint, options?: { cause?: unknown }) {
    super(`The node refused to list the events of block ${block}, even alone.`, options)
  }
}

const hex = (n: bigint) => `0x${n.toString(16)}`

/**
 * Reads logs from `from` to `to` (inclusive) in ranges of at most `maxRange` blocks. A range
 * the node refuses as too large (see isRangeRefusal) is halved and asked again, and the
 * smaller size is kept for the ranges after it, so one refusal costs one request.
 */
export async function scanLogs(options: ScanOptions): Promise<RawLog[]> {
  const { request, address, filters, to, signal } = options
  let size = options.maxRange > 0n ? options.maxRange : 1n
  let cursor = options.from
  const all: RawLog[] = []
  while (cursor <= to) {
    if (signal?.aborted) throw new ScanStoppedError()
    const end = cursor + size - 1n < to ? cursor + size - 1n : to
    let logs: RawLog[]
    try {
      const answers = await Promise.all(
        filters.map((topics) => request('eth_getLogs', [{ address, topics, fromBlock: hex(cursor), toBlock: hex(end) }])),
      )
      logs = answers.flatMap((answer) => {
        if (!Array.isArray(answer)) throw new MalformedLogError()
        return answer.map(parseLog)
      })
    } catch (error) {
      if (!isRangeRefusal(error)) throw error
      if (end === cursor) throw new RangeRefusedError(cursor, { cause: error })
      size = (end - cursor + 2n) / 2n
      continue
    }
    // Outside the asked range or from another contract: not an answer to this question.
    logs = logs.filter((l) => l.address.toLowerCase() === address.toLowerCase() && l.blockNumber >= cursor && l.blockNumber <= end)
    all.push(...logs)
    await options.onChunk?.({ from: cursor, to: end, logs })
    cursor = end + 1n
  }
  return all
}
