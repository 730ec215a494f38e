import { useMessages, type Translate } from '@porch/kit/react'
import type { SiteMessages } from './en/index'
import { siteCatalogue } from './siteCatalogue'

/** `t(key, params)` for one section of the site's catalogue, in the active locale. */
export function useSiteMessages<S extends keyof SiteMessages>(section: S, english: SiteMessages[S]): Translate<SiteMessages[S]> {
  return useMessages(siteCatalogue, section, english)
}
