import { useCallback, useState } from 'react'
import type { Address } from 'viem'
import { parseWatchInput, watchParamOf, type WatchParse } from './watch'
import { useSiteMessages } from '../i18n/catalogue'
import { positionArea } from '../i18n/en/positionArea'

export interface WatchAddress {
  /** The address shown read-only, if any. */
  address: Address | undefined
  /** Why the last input (typed or in the URL) was refused. */
  error: string | undefined
  /** Watch this input (empty stops watching); the URL's ?address= follows, so the view can be shared. */
  watch(input: string): boolean
}

function initial(): WatchParse {
  return typeof location === 'undefined' ? { ok: true, address: undefined } : watchParamOf(location.search)
}

/** `?address=0x…` and the watch field: which address the screen shows when it is not the connected one. */
export function useWatchAddress(): WatchAddress {
  const t = useSiteMessages('positionArea', positionArea)
  const [parsed, setParsed] = useState<WatchParse>(initial)
  const [address, setAddress] = useState<Address | undefined>(() => (parsed.ok ? parsed.address : undefined))
  const watch = useCallback((input: string) => {
    const next = parseWatchInput(input)
    setParsed(next)
    if (!next.ok) return false
    setAddress(next.address)
    const url = new URL(location.href)
    if (next.address) url.searchParams.set('address', next.address)
    else url.searchParams.delete('address')
    history.replaceState(history.state, '', url)
    return true
  }, [])
  return { address, error: parsed.ok ? undefined : t('notAddress', { input: parsed.input }), watch }
}
