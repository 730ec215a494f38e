import { useEffect, useId, useState } from 'react'
import type { Address } from 'viem'
import { explorerTxUrl } from '@porch/kit'
import { deployment, tokens } from '../../config'
import { historyCsv } from '../../history/csv'
import type { HistoryEvent } from '../../history/events'
import type { HistoryView } from '../../history/useHistory'
import { formatDisplay } from '../amount'
import * as card from './card.css'
import { HistoryChart } from './HistoryChart'
import { Reserve } from './Reserve'
import * as css from './PositionPanel.css'
import { useLocale } from '@porch/kit/react'
import { formatUtcDate } from '../../i18n/dates'
import { useSiteMessages } from '../../i18n/catalogue'
import { history as historyText } from '../../i18n/en/history'

/** A block number: as is in English, grouped the locale's way elsewhere. */
const blockNumber = (block: bigint, locale: string) => (locale === 'en' ? block.toString() : formatDisplay(block, 0, 0, locale))

const csvTokens = {
  stake: { symbol: tokens.mango.symbol, decimals: tokens.mango.decimals },
  reward: { symbol: tokens.usdc.symbol, decimals: tokens.usdc.decimals },
}

/** Your Plant, Unplant and Harvest events, newest first, with the scan's progress, Stop, CSV and the chart. */
/** The table's columns, in order (their headings are `history` keys). */
const COLUMNS = ['date', 'action', 'amount', 'transaction'] as const

export function HistoryList({ account, history }: { account: Address; history: HistoryView }) {
  const id = useId()
  const t = useSiteMessages('history', historyText)
  const locale = useLocale()
  const block = (n: bigint) => blockNumber(n, locale)
  const { status, events, progress } = history
  // The chart is drawn only when asked for (its code comes with this on-demand chunk).
  const [chart, setChart] = useState(false)
  const newestFirst = [...events].reverse()
  const total = progress ? Number(progress.toBlock - progress.fromBlock + 1n) : 0
  const done = progress ? Number(progress.scannedTo - progress.fromBlock + 1n) : 0
  // The last visit's events, shown before this visit's scan started (it starts as the section nears the screen).
  const lastVisit = history.fromCache && status === 'stopped' && progress !== undefined && progress.scannedTo === progress.toBlock
  const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0

  const download = () => {
    const blob = new Blob([historyCsv(events, csvTokens)], { type: 'text/csv;charset=utf-8' })
    const a = document.createElement('a')
    a.href = URL.createObjectURL(blob)
    a.download = `mango-history-${deployment.chainId}-${account.toLowerCase()}.csv`
    a.click()
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000)
  }

  return (
    <section className={card.card} aria-labelledby={`${id}-title`} data-testid="history">
      <h2 id={`${id}-title`} className={card.title}>
        {t('title')}
      </h2>
      <div className={css.row} aria-live="polite">
        {status === 'scanning' ? (
          <>
            <span className={card.muted} data-testid="history-progress">
              {progress ? t('progress', { from: block(progress.fromBlock), to: block(progress.toBlock), percent: percent.toLocaleString(locale) }) : t('starting')}
            </span>
            <button type="button" className={card.secondaryButton} onClick={history.stop}>
              {t('stop')}
            </button>
          </>
        ) : (
          <>
            <span className={card.muted} data-testid="history-status">
              {status === 'stopped' && progress ? (lastVisit ? t('lastVisit', { block: block(progress.scannedTo) }) : t('stoppedAt', { block: block(progress.scannedTo), to: block(progress.toBlock) })) : null}
              {status === 'done' && progress ? t('upToDate', { block: block(progress.scannedTo) }) : null}
              {status === 'error' ? history.error : null}
            </span>
            {/* Stopped before it read anything: the scan starts by itself as the section nears the screen; this reads now. */}
            <button type="button" className={card.secondaryButton} onClick={history.scan}>
              {status === 'done' ? t('checkNew') : progress && !lastVisit ? t('resume') : t('readNow')}
            </button>
          </>
        )}
      </div>
      {status === 'scanning' && progress ? <progress className={css.progress} max={100} value={percent} aria-label={t('progressLabel')} /> : null}
      {events.length === 0 ? (
        <p className={card.muted}>{status === 'scanning' ? t('looking') : progress ? t('none') : t('readsWhenShown')}</p>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table} data-testid="history-table">
            <thead className={css.head}>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} className={css.cell} scope="col">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={css.body}>
              {newestFirst.map((e) => (
                <HistoryRow key={`${e.txHash}:${e.logIndex}`} event={e} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={css.row}>
        <button type="button" className={card.secondaryButton} disabled={events.length === 0} onClick={download}>
          {t('downloadCsv')}
        </button>
        <button type="button" className={card.secondaryButton} disabled={events.length === 0} aria-expanded={chart} aria-controls={chart ? `${id}-chart` : undefined} onClick={() => setChart(!chart)}>
          {chart ? t('hideChart') : t('showChart')}
        </button>
      </div>
      {chart && events.length > 0 ? <HistoryChart id={`${id}-chart`} events={events} /> : null}
    </section>
  )
}

function HistoryRow({ event }: { event: HistoryEvent }) {
  const t = useSiteMessages('history', historyText)
  const locale = useLocale()
  const token = event.kind === 'harvest' ? tokens.usdc : tokens.mango
  // No explorer (a local devnet): the hash and a copy button, never a link to a page that cannot exist.
  const href = deployment.explorerUrl ? explorerTxUrl(deployment.explorerUrl, event.txHash) : undefined
  const short = `${event.txHash.slice(0, 10)}…${event.txHash.slice(-6)}`
  return (
    <tr className={css.eventRow}>
      <td className={css.cell}>{formatUtcDate(event.timestamp, locale, true)}</td>
      <td className={css.cell}>{t(event.kind)}</td>
      <td className={`${css.cell} ${css.wideCell}`}>
        {formatDisplay(event.amount, token.decimals, token.decimals, locale)} {token.symbol}
      </td>
      <td className={`${css.cell} ${css.wideCell}`}>
        {href ? (
          <a className={css.link} href={href} target="_blank" rel="noopener noreferrer" title={event.txHash}>
            {short}
          </a>
        ) : (
          <>
            <code title={event.txHash}>{short}</code>
            <CopyHash hash={event.txHash} />
          </>
        )}
      </td>
    </tr>
  )
}

/** How long "Copied" shows after a copy (the kit's Account modal uses the same 1.5 s). */
const COPIED_MS = 1500

/** Copies a transaction hash; says "Copied" only when the clipboard took it. */
function CopyHash({ hash }: { hash: string }) {
  const t = useSiteMessages('history', historyText)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const id = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(id)
  }, [copied])
  const copy = () => navigator.clipboard.writeText(hash).then(() => setCopied(true), () => setCopied(false))
  return (
    <button type="button" className={css.copyButton} data-testid="history-copy-hash" aria-label={copied ? t('copied') : t('copyHash')} onClick={() => void copy()}>
      <Reserve alternatives={[t('copy'), t('copied')]}>{copied ? t('copied') : t('copy')}</Reserve>
    </button>
  )
}
