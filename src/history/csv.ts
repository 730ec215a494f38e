import { formatUnits } from 'viem'
import type { HistoryEvent } from './events'

export interface CsvTokens {
  stake: { symbol: string; decimals: number }
  reward: { symbol: string; decimals: number }
}

const TYPE = { stake: 'Stake', unstake: 'Unstake', harvest: 'Harvest' } as const

export const CSV_HEADER = 'date,type,amount,token,block,transaction'

/**
 * The history as CSV (RFC 4180, CRLF line ends): one row per event, newest first as on
 * screen, with ISO 8601 UTC dates and exact decimal amounts (no rounding, no grouping).
 */
export function historyCsv(events: readonly HistoryEvent[], tokens: CsvTokens): string {
  const rows = [...events].reverse().map((e) => {
    const token = e.kind === 'harvest' ? tokens.reward : tokens.stake
    return [isoDate(e.timestamp), TYPE[e.kind], formatUnits(e.amount, token.decimals), token.symbol, e.blockNumber.toString(), e.txHash].join(',')
  })
  return [CSV_HEADER, ...rows].join('\r\n') + '\r\n'
}

export const isoDate = (timestamp: bigint) => new Date(Number(timestamp) * 1000).toISOString()
