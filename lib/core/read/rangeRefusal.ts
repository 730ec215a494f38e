import { ReadError } from './errors'

/**
 * Does this error mean "ask for a smaller block range"? Nodes word it differently:
 * -32005 "limit exceeded" / "query returned more than 10000 results" (EIP-1474), -32602 or
 * -32000 with "block range is too large", "exceed maximum block range", "response size
 * exceeded", "too many results", "max results"; some answer HTTP 413. Anything else (the
 * node is down, a bad filter) is not fixed by splitting and is passed on.
 */
export function isRangeRefusal(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, status, message, details } = e as { code?: unknown; status?: unknown; message?: unknown; details?: unknown }
    if (code === -32005) return true
    if (status === 413) return true
    const text = `${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`
    if (RANGE_WORDS.test(text)) return true
  }
  return false
}

const RANGE_WORDS =
  /(block range|range (is )?too (large|wide|big)|range limit|max(imum)? (block )?range|too many (results|blocks|logs)|more than \d+ (results|logs|blocks)|max(imum)? results|limit exceeded|response size|query exceeds|exceeds? (the )?max|query timeout|log response size)/i

/**
 * The node refused an event-log query as too wide (too many blocks or results; see
 * isRangeRefusal): never an empty list, which would read as "no events". Ask again over a
 * narrower `fromBlock`..`toBlock`, or page through the range.
 */
export class LogsRangeTooLargeError extends ReadError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'LogsRangeTooLargeError' as const
  /** The first block asked for (a number or a tag), as passed. */
  readonly fromBlock: bigint | string | undefined
  /** The last block asked for (a number or a tag), as passed. */
  readonly toBlock: bigint | string | undefined
  constructor(range: { fromBlock?: bigint | string | undefined; toBlock?: bigint | string | undefined }, options: { cause?: unknown } = {}) {
    super(`The node refused the logs of blocks ${String(range.fromBlock ?? 'earliest')} to ${String(range.toBlock ?? 'latest')}: too many blocks or results. Ask for a narrower range.`, { cause: options.cause })
    this.fromBlock = range.fromBlock
    this.toBlock = range.toBlock
  }
}
