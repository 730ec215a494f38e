import type { Hash } from 'viem'
import { getTransactionReceipt } from 'viem/actions'
import type { Config } from '../config'
import { writableAccount } from '../write/account'
import { sendChecked } from '../write/send'
import type { Address, Hex } from 'viem'
import { waitForTransactionReceipt } from '../actions/waitForTransactionReceipt'
import { CALLS_STATUS, type BundleState } from './status'

import { FALLBACK_PREFIX } from './fallbackId'
import { isHash } from '../hash'

/**
 * Sends the calls as separate transactions, each after the previous one's receipt (a
 * later call, e.g. a stake after its approval, is checked against the state the earlier
 * ones leave). A failure stops the rest. Returns an id getCallsStatus understands.
 */
export async function sendSequentially(config: Config, chainId: number, calls: readonly { to: Address; data?: Hex; value?: bigint }[]): Promise<string> {
  const hashes: Hash[] = []
  for (const c of calls) {
    const hash = await sendChecked(config, writableAccount(config, chainId), { to: c.to, data: c.data, value: c.value })
    hashes.push(hash)
    await waitForTransactionReceipt(config, { hash, chainId })
  }
  return `${FALLBACK_PREFIX}${chainId}:${hashes.join(',')}`
}

/** The status of calls sent one by one, from their receipts on the node (no wallet needed). */
export async function fallbackStatus(config: Config, id: string): Promise<BundleState | undefined> {
  const match = /^porch-fallback:(\d+):([^:]+)$/.exec(id)
  const hashes = (match?.[2] ?? '').split(',').filter(Boolean)
  if (!match || hashes.length === 0 || !hashes.every(isHash)) return undefined
  const chainId = Number(match[1])
  const client = config.getClient(chainId)
  const receipts = await Promise.all(hashes.map((hash) => getTransactionReceipt(client, { hash }).catch(() => undefined)))
  if (receipts.some((r) => r === undefined)) return { status: 'pending', code: CALLS_STATUS.pending, receipts: [] }
  const failed = receipts.some((r) => r?.status === 'reverted')
  return failed
    ? { status: 'failed', code: CALLS_STATUS.partiallyReverted, receipts: hashes, failure: 'partiallyReverted' }
    : { status: 'confirmed', code: CALLS_STATUS.confirmed, receipts: hashes }
}
