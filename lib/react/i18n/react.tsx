import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Catalogue, Sections } from '../../core/i18n/catalogue'
import { kitCatalogue } from '../../core/i18n/kitCatalogue'
import { localeDir, type Locale } from '../../core/i18n/locales'
import { formatMessage, type MessageParams } from '../../core/i18n/message'

const LocaleContext = createContext<Locale>('en')

/** Looks a key of one section up in the active locale, English when not translated. */
export type Translate<S extends Sections[string]> = (key: keyof S & string, params?: MessageParams) => string

/**
 * Renders `children` in `locale` once every catalogue has that locale's chunk; until then
 * (and if a chunk fails to load) the previous locale stays, so nothing flashes or unmounts.
 */
/** Props of LocaleProvider. */
export interface LocaleProviderProps {
  locale: Locale
  /** Catalogues besides the kit's to load before showing a locale. */
  catalogues: readonly Catalogue<Sections>[]
  children: ReactNode
}

export function LocaleProvider({ locale, catalogues, children }: LocaleProviderProps) {
  const all = useMemo(() => [kitCatalogue as Catalogue<Sections>, ...catalogues], [catalogues])
  const [shown, setShown] = useState<Locale>('en')
  useEffect(() => {
    let live = true
    Promise.all(all.map((c) => c.load(locale))).then(
      () => live && setShown(locale),
      (error: unknown) => console.warn(`Locale ${locale} failed to load`, error),
    )
    return () => {
      live = false
    }
  }, [locale, all])
  return <LocaleContext.Provider value={shown}>{children}</LocaleContext.Provider>
}

/** The locale the kit renders in now. */
export function useLocale(): Locale {
  return useContext(LocaleContext)
}

/** 'rtl' for Arabic, Persian and Hebrew, else 'ltr': put it on the element you render. */
export function useDir(): 'ltr' | 'rtl' {
  return localeDir(useLocale())
}

/**
 * `t(key, params)` for one section of a catalogue. `english` is the section's source
 * object, imported where it renders: a misspelt key is a type error.
 */
export function useMessages<E extends Sections, S extends keyof E & string>(catalogue: Catalogue<E>, section: S, english: E[S]): Translate<E[S]> {
  const locale = useLocale()
  return useCallback(
    (key, params) => formatMessage(locale, catalogue.get(locale)?.[section][key] ?? (english[key] as string), params),
    [locale, catalogue, section, english],
  )
}
