import { createContext, useContext, useEffect } from 'react'
import { LOCALE_NAMES, LOCALES, isLocale, localeDir, type Locale } from '@porch/kit'
import { useLocale } from '@porch/kit/react'
import { screen } from './en/screen'
import { useSiteMessages } from './catalogue'
import { setCurrentLocale } from './siteCatalogue'
import * as css from './LanguageMenu.css'

/** The chosen locale and how to choose another (the App holds it). */
export const LanguageChoiceContext = createContext<{ value: Locale; onChange: (locale: Locale) => void }>({ value: 'en', onChange: () => undefined })

/** The language menu: each language named in itself. */
export function LanguageMenu() {
  const { value, onChange } = useContext(LanguageChoiceContext)
  const t = useSiteMessages('screen', screen)
  return (
    <select className={css.select} aria-label={t('language')} value={value} onChange={(e) => isLocale(e.target.value) && onChange(e.target.value)} data-testid="language-menu">
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l}>
          {LOCALE_NAMES[l]}
        </option>
      ))}
    </select>
  )
}

/** Puts the shown locale on the document (lang, dir) and on the write path's sentences. */
export function DocumentLocale() {
  const locale = useLocale()
  setCurrentLocale(locale)
  useEffect(() => {
    document.documentElement.lang = locale
    document.documentElement.dir = localeDir(locale)
  }, [locale])
  return null
}
