import type { Locale } from './locales'

/** Values for a message's `{placeholders}`. Numbers are formatted for the locale. */
export type MessageParams = Readonly<Record<string, string | number>>

const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function plural(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules
}

function number(locale: string, n: number): string {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(n)
}

/**
 * Formats an ICU-style message: `{name}`, `{count, plural, =0 {…} one {# item} other {# items}}`
 * (categories from Intl.PluralRules of the locale; `#` is the count) and
 * `{kind, select, a {…} other {…}}`. Unknown placeholders are left visible, never dropped.
 */
export function formatMessage(locale: Locale, message: string, params: MessageParams = {}): string {
  if (!message.includes('{')) return message
  return render(locale, message, params, undefined)
}

function render(locale: Locale, text: string, params: MessageParams, count: string | undefined): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const c = text[i]
    if (c === '#' && count !== undefined) {
      out += count
      i++
    } else if (c === '{') {
      const end = matching(text, i)
      out += argument(locale, text.slice(i + 1, end), params)
      i = end + 1
    } else {
      out += c
      i++
    }
  }
  return out
}

/** Index of the `}` that closes the `{` at `start`. */
function matching(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  throw new Error(`Unbalanced braces in message: ${text}`)
}

function argument(locale: Locale, body: string, params: MessageParams): string {
  const comma = body.indexOf(',')
  const name = (comma < 0 ? body : body.slice(0, comma)).trim()
  const value = params[name]
  if (comma < 0) return value === undefined ? `{${name}}` : typeof value === 'number' ? number(locale, value) : value
  const rest = body.slice(comma + 1)
  const comma2 = rest.indexOf(',')
  const kind = rest.slice(0, comma2).trim()
  const options = branches(rest.slice(comma2 + 1))
  if (kind === 'plural') {
    const n = Number(value)
    const branch = options.get(`=${n}`) ?? options.get(plural(locale).select(n)) ?? options.get('other') ?? ''
    return render(locale, branch, params, number(locale, n))
  }
  return render(locale, options.get(String(value)) ?? options.get('other') ?? '', params, undefined)
}

/** `one {…} other {…}` -> Map{one: '…', other: '…'}. */
export function branches(text: string): Map<string, string> {
  const map = new Map<string, string>()
  let i = 0
  while (i < text.length) {
    const open = text.indexOf('{', i)
    if (open < 0) break
    const end = matching(text, open)
    map.set(text.slice(i, open).trim(), text.slice(open + 1, end))
    i = end + 1
  }
  return map
}
