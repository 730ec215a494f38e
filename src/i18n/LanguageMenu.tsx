import { createContext, useContext, useEffect, useState } from 'react'
import { isLocale, lazyImport, localeDir, type Locale } from '@porch/kit'
import { useLocale } from '@porch/kit/react'
import { screen } from './en/screen'
import { useSiteMessages } from './catalogue'
import * as css from './LanguageMenu.css'

/** The chosen locale and how to choose another (the App holds it). */
export const LanguageChoiceContext = createContext<{ value: Locale; onChange: (locale: Locale) => void }>({ value: 'en', onChange: () => undefined })

// The list of languages, each named in itself, loads when the menu is approached (pointer or focus).
const loadNames = lazyImport(() => import('./localeNames'))

/** The language menu: the current language's code until the list, each language named in itself, has loaded. */
export function LanguageMenu() {
  const { value, onChange } = useContext(LanguageChoiceContext)
  const t = useSiteMessages('screen', screen)
  const [names, setNames] = useState<Awaited<ReturnType<typeof loadNames>>['LANGUAGES']>()
  const warm = () => {
    if (!names) loadNames().then((m) => setNames(m.LANGUAGES), () => undefined)
  }
  // The native menu lists each language named in itself; closed, it shows only the code
  // (EN, AR...) in a box of fixed size: loading the names or choosing another language
  // never widens it, and the header stays on one line on a phone.
  return (
    <span className={css.menu}>
      <span className={css.face} aria-hidden="true">
        {value.toUpperCase()}
        <svg width="10" height="6" viewBox="0 0 12 7" focusable="false">
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <select
        className={css.select}
        aria-label={t('language')}
        value={value}
        onChange={(e) => isLocale(e.target.value) && onChange(e.target.value)}
        onPointerEnter={warm}
        onPointerDown={warm}
        onFocus={warm}
        data-testid="language-menu"
      >
        {(names ?? [[value, value.toUpperCase()] as const]).map(([l, name]) => (
          <option key={l} value={l} lang={l}>
            {name}
          </option>
        ))}
      </select>
    </span>
  )
}

/** Puts the shown locale on the document (lang, dir). */
export function DocumentLocale() {
  const locale = useLocale()
  useEffect(() => {
    document.documentElement.lang = locale
    document.documentElement.dir = localeDir(locale)
  }, [locale])
  return null
}
