import type { Hash } from 'viem'
import type { Config } from '../config'
import { writableAccount } from '../write/account'
import { sendChecked } from '../write/send'
import type { Address, Hex } from 'viem'
import { waitForTransactionReceipt } from '../actions/waitForTransactionReceipt'
import { CALLS_STATUS } from './status'
import { toCallsStatus, type GetCallsStatusReturnType } from './callsStatus'

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

/**
 * The status of calls sent one by one, from their receipts on the node (no wallet needed),
 * read by the same parser as a wallet's answer: `atomic: false`; pending (100) until every
 * receipt is there, then 200 when all succeeded, 500 when all reverted, else 600 (viem's
 * codes for its own call-by-call fallback).
 */
export async function fallbackStatus(config: Config, id: string): Promise<GetCallsStatusReturnType | undefined> {
  const match = /^porch-fallback:(\d+):([^:]+)$/.exec(id)
  const hashes = (match?.[2] ?? '').split(',').filter(Boolean)
  if (!match || hashes.length === 0 || !hashes.every(isHash)) return undefined
  const chainId = Number(match[1])
  const client = config.getClient({ chainId })
  const receipts = await Promise.all(hashes.map((hash) => client.request({ method: 'eth_getTransactionReceipt', params: [hash] }).catch(() => null)))
  const done = receipts.filter((r) => r !== null)
  const reverted = done.filter((r) => r.status === '0x0').length
  const status = done.length < hashes.length ? CALLS_STATUS.pending : reverted === 0 ? CALLS_STATUS.confirmed : reverted === done.length ? CALLS_STATUS.reverted : CALLS_STATUS.partiallyReverted
  return toCallsStatus({ id, chainId, atomic: false, version: '2.0.0', status, receipts: done }, id)
}
