import type { KitMessages } from './en/index'
import { kitCatalogue } from './kitCatalogue'
import { useMessages, type Translate } from './react'

/** `t(key, params)` for one section of the kit's catalogue. */
export function useKitMessages<S extends keyof KitMessages>(section: S, english: KitMessages[S]): Translate<KitMessages[S]> {
  return useMessages(kitCatalogue, section, english)
}
