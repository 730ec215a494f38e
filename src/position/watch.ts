import type { Address } from 'viem'
import { isAddressLike } from '@porch/kit'

/** Shown on every write while another address is watched. */
export const WATCH_SENTENCE = 'Connect this wallet to stake.'

export type WatchParse = { ok: true; address: Address | undefined } | { ok: false; input: string; message: string }

/** A typed or linked address, accepted only as 0x followed by 40 hexadecimal characters; empty means "watch nobody". */
export function parseWatchInput(input: string): WatchParse {
  const text = input.trim()
  if (text === '') return { ok: true, address: undefined }
  if (isAddressLike(text)) return { ok: true, address: text }
  return { ok: false, input: text, message: `“${text.length > 60 ? `${text.slice(0, 60)}…` : text}” is not an address: an address is 0x followed by 40 hexadecimal characters.` }
}

/** The `?address=` of a page URL's query string. */
export function watchParamOf(search: string): WatchParse {
  const value = new URLSearchParams(search).get('address')
  return value === null ? { ok: true, address: undefined } : parseWatchInput(value)
}

export const sameAddress = (a: Address | undefined, b: Address | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase()
