import type { Address } from 'viem'
import { isAddressLike } from '@porch/kit'

/** A refused input carries it, cut to 60 characters, for the sentence that says why (position.notAddress). */
export type WatchParse = { ok: true; address: Address | undefined } | { ok: false; input: string }

/** A typed or linked address, accepted only as 0x followed by 40 hexadecimal characters; empty means "watch nobody". */
export function parseWatchInput(input: string): WatchParse {
  const text = input.trim()
  if (text === '') return { ok: true, address: undefined }
  if (isAddressLike(text)) return { ok: true, address: text }
  return { ok: false, input: text.length > 60 ? `${text.slice(0, 60)}…` : text }
}

/** The `?address=` of a page URL's query string. */
export function watchParamOf(search: string): WatchParse {
  const value = new URLSearchParams(search).get('address')
  return value === null ? { ok: true, address: undefined } : parseWatchInput(value)
}

export const sameAddress = (a: Address | undefined, b: Address | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase()
