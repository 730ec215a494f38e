/**
 * Every locale against the English source, for the kit's catalogue and the site's: every
 * key, the same placeholders, the plural categories Intl.PluralRules gives that locale, and
 * no message left in English (except the allow-list: names, codes, words the same in both).
 * A locale whose file is missing fails here by name.
 */
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '../../lib/core/i18n/locales'
import { branches } from '../../lib/core/i18n/message'
import { KIT_ENGLISH, SITE_ENGLISH, type English } from './english'

/** Messages that may read the same as English: names and codes, not words to translate. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  '*': ['button.chainFallback', 'connect.wallets', 'connect.storeLink', 'errors.wouldFailReason', 'screen.switchTo', 'account.transactionN', 'dialog.qrLoading'],
}

/** Top-level placeholders and, for plural/select arguments, their kind; recursively inside branches. */
function shape(message: string): { names: string[]; plurals: Map<string, string[]> } {
  const names = new Set<string>()
  const plurals = new Map<string, string[]>()
  const walk = (text: string) => {
    let depth = 0
    let start = -1
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '{') {
        if (depth++ === 0) start = i
      } else if (text[i] === '}' && --depth === 0) {
        const body = text.slice(start + 1, i)
        const [name = '', kind, ...rest] = body.split(',')
        names.add(name.trim())
        if (kind !== undefined) {
          const options = branches(rest.join(','))
          if (kind.trim() === 'plural') plurals.set(name.trim(), [...options.keys()].filter((k) => !k.startsWith('=')).sort())
          for (const branch of options.values()) walk(branch)
        }
      }
    }
  }
  walk(message)
  return { names: [...names].sort(), plurals }
}

async function load(kind: 'kit' | 'site', locale: Locale): Promise<English | undefined> {
  const path = kind === 'kit' ? `../../lib/core/i18n/locales/${locale}.ts` : `../../src/i18n/locales/${locale}.ts`
  if (!existsSync(new URL(path, import.meta.url))) return undefined
  return ((await import(/* @vite-ignore */ path)) as { default: English }).default
}

for (const [kind, english] of [['kit', KIT_ENGLISH], ['site', SITE_ENGLISH]] as const) {
  describe(`${kind} catalogue`, () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      it(`${locale}: complete, same placeholders and plural categories, translated`, async () => {
        const translation = await load(kind, locale)
        expect(translation, `${kind} locale file for ${locale} is missing`).toBeDefined()
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort()
        const allowed = SAME_AS_ENGLISH['*'] ?? []
        for (const [section, messages] of Object.entries(english)) {
          for (const [key, source] of Object.entries(messages)) {
            const id = `${section}.${key}`
            const text = translation?.[section]?.[key]
            expect(text, `${locale} ${id} missing`).toBeTypeOf('string')
            const want = shape(source)
            const got = shape(text!)
            expect(got.names, `${locale} ${id} placeholders`).toEqual(want.names)
            for (const name of want.plurals.keys()) {
              expect(got.plurals.get(name) ?? [], `${locale} ${id} plural categories of {${name}}`).toEqual(categories)
            }
            if (!allowed.includes(id) && /\p{L}{3}/u.test(source.replace(/\{[^}]*\}/g, ''))) {
              expect(text, `${locale} ${id} is still English`).not.toBe(source)
            }
          }
          expect(Object.keys(translation?.[section] ?? {}).sort(), `${locale} ${section}: extra keys`).toEqual(Object.keys(messages).sort())
        }
      })
    }
  })
}
