import { lazyImport, type Catalogue, type Locale, type Sections } from '@porch/kit'
import type * as LocaleNumber from '../staking/localeNumber'

const load = lazyImport(() => import('../staking/localeNumber'))
let loaded: typeof LocaleNumber | undefined

/**
 * Numbers in any locale but English load with that locale (the provider waits for it like
 * for a catalogue), so the first load carries only the English formatting.
 */
export const numberSupport: Catalogue<Sections> = {
  get: () => undefined,
  async load(locale: Locale) {
    if (locale !== 'en') loaded = await load()
  },
}

/** The locale number code; only called while a non-English locale is shown, so it is loaded. */
export function localeNumbers(): typeof LocaleNumber {
  if (!loaded) throw new Error('Locale number formatting is not loaded yet.')
  return loaded
}
