import { BaseError, type Client, type Transaction } from 'viem'
import { getBlock, getBlockNumber, getTransactionCount } from 'viem/actions'
import type { SentFingerprint } from './types'

/** JSON-RPC: method not found (-32601), method not supported (-32004, EIP-1474). */
const UNSUPPORTED_CODES = new Set([-32601, -32004])

/** True when the node does not offer the method at all (as opposed to failing once). */
export function isMethodUnsupported(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(
    error.walk((e) => {
      const code = (e as { code?: unknown }).code
      return (typeof code === 'number' && UNSUPPORTED_CODES.has(code)) || /method .*(not (found|supported|available)|does not exist)/i.test((e as Error).message)
    }),
  )
}

/** Blocks searched below the newest one for where a nonce was used, on a node without the slot method. */
const MAX_SEARCH_BACK = 1n << 20n

/**
 * For nodes without eth_getTransactionBySenderAndNonce: the MINED transaction with this
 * sender and nonce, found by bisecting the sender's transaction count over blocks (the block
 * where the count first passes the nonce holds it), then reading that block. `freeAt` is a
 * block at which the nonce was still free, known from an earlier poll; returns the newest
 * such block for the next poll (none when a reorganisation made the one given wrong). A node
 * without old state fails the search: the entry then stays pending rather than guessing.
 */
export async function findMinedAtNonce(
  client: Client,
  { from, nonce }: SentFingerprint,
  freeAt: bigint | undefined,
): Promise<{ tx?: Transaction; freeAt?: bigint }> {
  const usedAt = async (blockNumber: bigint) => (await getTransactionCount(client, { address: from, blockNumber })) > nonce
  const latest = await getBlockNumber(client, { cacheTime: 0 })
  if (!(await usedAt(latest))) return { freeAt: latest }

  let hi = latest
  let lo = freeAt ?? -1n
  // No earlier poll saw it free (e.g. after a reload): step back 1, 2, 4 ... blocks.
  for (let step = 1n; lo < 0n; step *= 2n) {
    if (step > MAX_SEARCH_BACK) return {}
    const at = hi - step < 0n ? 0n : hi - step
    if (await usedAt(at)) {
      if (at === 0n) return {}
      hi = at
    } else lo = at
  }
  while (hi - lo > 1n) {
    const mid: bigint = (lo + hi) / 2n
    if (await usedAt(mid)) hi = mid
    else lo = mid
  }
  const block = await getBlock(client, { blockNumber: hi, includeTransactions: true })
  const tx = block.transactions.find((t) => t.from.toLowerCase() === from && t.nonce === nonce)
  // Not there: `freeAt` was seen on a fork since abandoned, and on this one the nonce was used
  // at or below it. Forgotten, so the next poll searches back from the head.
  return tx ? { tx, freeAt: lo } : {}
}
