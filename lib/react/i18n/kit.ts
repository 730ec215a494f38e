import type { KitMessages } from '../../core/i18n/en/index'
import { kitCatalogue } from '../../core/i18n/kitCatalogue'
import { useMessages, type Translate } from './react'

/** `t(key, params)` for one section of the kit's catalogue. */
export function useKitMessages<S extends keyof KitMessages>(section: S, english: KitMessages[S]): Translate<KitMessages[S]> {
  return useMessages(kitCatalogue, section, english)
}
