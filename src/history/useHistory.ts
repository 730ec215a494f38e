import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import { useConfig } from '@porch/kit/react'
import { deployment } from '../config'
import type { HistoryEvent } from './events'
import { cachedPoolDistributions, scanPoolDistributions, type PoolDistributions } from './pool'
import { historyRpc } from './siteRpc'
import { ScanStoppedError } from './scan'
import { cachedHistory, scanHistory, type HistoryProgress } from './scanHistory'
import { mergeReceiptEvents, receiptEventsOf, subscribeReceiptEvents } from './receiptEvents'
import { historyCacheKey } from './cache'
import { keepReceiptEvents, keptReceiptEvents } from './keptReceipts'
import { useSiteMessages } from '../i18n/catalogue'
import { history as historyText } from '../i18n/en/history'

export type ScanStatus = 'scanning' | 'stopped' | 'done' | 'error'

export interface HistoryView {
  status: ScanStatus
  /** A scan has read up to the newest block at least once: with the receipts' events, `events` is complete. */
  complete: boolean
  /** `events` so far came from this browser's cache (a last visit) and no scan has finished since: shown, marked as being brought up to date. */
  fromCache: boolean
  /** Oldest first: the scan's, then the site's own receipts' (see receiptEvents.ts). */
  events: HistoryEvent[]
  progress: HistoryProgress | undefined
  error: string | undefined
  /** Scan the blocks not scanned yet (resumes a stopped scan, picks up new events). */
  scan(): void
  stop(): void
}

/** The scan failed: worded where it is returned, in the locale shown then. */
const SCAN_FAILED = 'scanFailed'

/**
 * The account's history, scanned once `enabled` (the page is interactive and the section
 * is on screen) and on request. It reads logs only; staking never waits for it.
 */
export function useHistory(account: Address, enabled = true): HistoryView {
  const config = useConfig()
  const t = useSiteMessages('history', historyText)
  const [status, setStatus] = useState<ScanStatus>(enabled ? 'scanning' : 'stopped')
  // A returning holder's last known history is on screen at the first paint (no request):
  // a figure known once is never shown as 0 while the chain is asked again.
  const [progress, setProgress] = useState<HistoryProgress | undefined>(() => cachedHistory(config.storage, deployment.chainId, deployment.pMango, account))
  const [fromCache] = useState(() => progress !== undefined)
  const [error, setError] = useState<string>()
  const [complete, setComplete] = useState(false)
  const controller = useRef<AbortController | undefined>(undefined)

  const scan = useCallback(() => {
    controller.current?.abort()
    const mine = new AbortController()
    controller.current = mine
    setStatus('scanning')
    setError(undefined)
    scanHistory({
      request: historyRpc(),
      storage: config.storage,
      chainId: deployment.chainId,
      contract: deployment.pMango,
      account,
      deployBlock: deployment.deployBlock,
      maxRange: deployment.logsMaxRange,
      signal: mine.signal,
      onProgress: (p) => {
        if (!mine.signal.aborted) setProgress(p)
      },
    }).then(
      (p) => {
        if (controller.current !== mine) return
        setProgress(p)
        setStatus('done')
        setComplete(true)
      },
      (e: unknown) => {
        if (controller.current !== mine) return
        setStatus(e instanceof ScanStoppedError ? 'stopped' : 'error')
        if (!(e instanceof ScanStoppedError)) setError(SCAN_FAILED)
      },
    )
  }, [account, config.storage])

  const stop = useCallback(() => controller.current?.abort(), [])

  useEffect(() => {
    if (!enabled) return
    scan()
    return () => {
      const c = controller.current
      controller.current = undefined
      c?.abort()
    }
  }, [scan, enabled])

  // The site's own transactions, from their receipts, the moment they are mined (a scan
  // confirms them later: above its last block only the receipts' events count).
  const live = useSyncExternalStore(subscribeReceiptEvents, () => receiptEventsOf(deployment.chainId, deployment.pMango, account))
  // With those a last visit kept, so a reload before the scan reads their blocks shows them too.
  const key = historyCacheKey(deployment.chainId, deployment.pMango, account)
  const [kept] = useState(() => keptReceiptEvents(config.storage, key))
  const receipts = useMemo(() => mergeReceiptEvents(kept, undefined, live), [kept, live])
  const scannedTo = progress?.scannedTo
  useEffect(() => keepReceiptEvents(config.storage, key, receipts, scannedTo), [config.storage, key, receipts, scannedTo])
  const events = useMemo(() => mergeReceiptEvents(progress?.events ?? [], scannedTo, receipts), [progress, scannedTo, receipts])
  return { status, complete, fromCache: fromCache && !complete, events, progress, error: error && t(SCAN_FAILED), scan, stop }
}

/** The pool's distributions of the last 30 days, read once `enabled` (after the account's own history). */
export function usePoolDistributions(enabled: boolean): { pool: PoolDistributions | undefined; fresh: boolean; failed: boolean } {
  const config = useConfig()
  // The last visit's distributions at the first paint; `fresh` once the chain answered.
  const [pool, setPool] = useState<PoolDistributions | undefined>(() => cachedPoolDistributions(config.storage, deployment.chainId, deployment.pMango, deployment.usdc))
  const [fresh, setFresh] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    scanPoolDistributions({
      request: historyRpc(),
      storage: config.storage,
      chainId: deployment.chainId,
      contract: deployment.pMango,
      token: deployment.usdc,
      days: 30,
      deployBlock: deployment.deployBlock,
      maxRange: deployment.logsMaxRange,
      signal: controller.signal,
    }).then((p) => {
      setPool(p)
      setFresh(true)
    }, () => {
      if (!controller.signal.aborted) setFailed(true)
    })
    return () => controller.abort()
  }, [enabled, config.storage])
  return { pool, fresh, failed }
}
