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
