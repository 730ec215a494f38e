import type { Config } from '../config'
import { getClient, type GetClientReturnType } from './getClient'

/** Parameters of watchClient (wagmi's). */
export interface WatchClientParameters {
  /** Called with the new and the previous client when the app's current chain changes. */
  onChange(client: GetClientReturnType, prevClient: GetClientReturnType): void
}

/** Stops watching. */
export type WatchClientReturnType = () => void

/** Call `onChange` when the client of the app's current chain changes (the wallet moved to another configured chain). */
export function watchClient(config: Config, { onChange }: WatchClientParameters): WatchClientReturnType {
  let prev = getClient(config)
  return config.store.subscribe(() => {
    const next = getClient(config)
    if (next === prev) return
    const before = prev
    prev = next
    onChange(next, before)
  })
}
