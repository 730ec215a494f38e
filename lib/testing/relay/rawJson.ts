/**
 * Read one top-level member of a JSON object as its exact source text.
 *
 * WalletConnect clients use request ids above 2^53 (getBigIntRpcId); JSON.parse would round
 * them, and the client matches answers by id, so the relay must echo the id byte for byte.
 * (JSON.parse source-text access needs a newer V8 than Node 20 ships.)
 */
export function rawTopLevelMember(text: string, key: string): string | undefined {
  let i = skipWs(text, 0)
  if (text[i] !== '{') return undefined
  i = skipWs(text, i + 1)
  if (text[i] === '}') return undefined
  while (i < text.length) {
    if (text[i] !== '"') return undefined
    const keyEnd = endOfString(text, i)
    if (keyEnd < 0) return undefined
    const name = JSON.parse(text.slice(i, keyEnd)) as string
    i = skipWs(text, keyEnd)
    if (text[i] !== ':') return undefined
    const start = skipWs(text, i + 1)
    const end = endOfValue(text, start)
    if (end < 0) return undefined
    if (name === key) return text.slice(start, end)
    i = skipWs(text, end)
    if (text[i] === ',') i = skipWs(text, i + 1)
    else return undefined
  }
  return undefined
}

function skipWs(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i] as string)) i++
  return i
}

/** `i` points at an opening quote; returns the index just after the closing quote, or -1. */
function endOfString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j]
    if (c === '\\') j++
    else if (c === '"') return j + 1
  }
  return -1
}

/** Index just after the value starting at `i` (string, number, literal, object, array), or -1. */
function endOfValue(text: string, i: number): number {
  const c = text[i]
  if (c === '"') return endOfString(text, i)
  if (c === '{' || c === '[') {
    let depth = 0
    for (let j = i; j < text.length; j++) {
      const d = text[j]
      if (d === '"') {
        j = endOfString(text, j) - 1
        if (j < 0) return -1
      } else if (d === '{' || d === '[') depth++
      else if (d === '}' || d === ']') {
        depth--
        if (depth === 0) return j + 1
      }
    }
    return -1
  }
  let j = i
  while (j < text.length && !/[\s,}\]]/.test(text[j] as string)) j++
  return j > i ? j : -1
}
