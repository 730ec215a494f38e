export { formatMessage } from '../../lib/core/i18n/message'
import { account } from '../../lib/core/i18n/en/account'
import { button } from '../../lib/core/i18n/en/button'
import { chain } from '../../lib/core/i18n/en/chain'
import { connect } from '../../lib/core/i18n/en/connect'
import { dialog } from '../../lib/core/i18n/en/dialog'
import { errors as kitErrors } from '../../lib/core/i18n/en/errors'
import type { KitMessages } from '../../lib/core/i18n/en/index'
import { signIn } from '../../lib/core/i18n/en/signIn'
import { walletButton } from '../../lib/core/i18n/en/walletButton'
import { wallets } from '../../lib/core/i18n/en/wallets'
import { actions } from '../../src/i18n/en/actions'
import { amount } from '../../src/i18n/en/amount'
import { errors } from '../../src/i18n/en/errors'
import { harvest } from '../../src/i18n/en/harvest'
import type { SiteMessages } from '../../src/i18n/en/index'
import { network } from '../../src/i18n/en/network'
import { safe } from '../../src/i18n/en/safe'
import { safeQueue } from '../../src/i18n/en/safeQueue'
import { screen } from '../../src/i18n/en/screen'
import { summary } from '../../src/i18n/en/summary'
import { position } from '../../src/i18n/en/position'
import { positionArea } from '../../src/i18n/en/positionArea'
import { history } from '../../src/i18n/en/history'
import { watch } from '../../src/i18n/en/watch'

/** A catalogue as plain data: section -> key -> message. */
export type English = Readonly<Record<string, Readonly<Record<string, string>>>>

/** The kit's English sections (typed against KitMessages: a section left out fails to compile). */
export const KIT_ENGLISH: English = { button, dialog, connect, account, chain, signIn, walletButton, wallets, errors: kitErrors } satisfies KitMessages
/** The site's English sections. */
export const SITE_ENGLISH: English = { screen, amount, harvest, network, safe, safeQueue, actions, errors, summary, positionArea, watch, position, history } satisfies SiteMessages

/** Pseudo-locale: every message accented and ~40% longer, placeholders and ICU syntax kept. */
export function pseudo(catalogue: English): English {
  const ACCENTS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', c: 'ç', n: 'ñ', A: 'Å', E: 'É', I: 'Î', O: 'Ø', U: 'Ü', C: 'Ç', N: 'Ñ' }
  const accent = (text: string) => {
    let out = ''
    let depth = 0
    for (const ch of text) {
      if (ch === '{') depth++
      if (ch === '}') depth--
      out += depth === 0 ? (ACCENTS[ch] ?? ch) : ch
    }
    const letters = text.replace(/\{[^}]*\}/g, '').length
    // The padding is words, as real translations are: text must wrap, not overflow.
    const pad = Math.ceil(letters * 0.4)
    return pad ? `${out} ${'ẍẍẍẍ '.repeat(Math.ceil(pad / 5)).trim()}` : out
  }
  return Object.fromEntries(Object.entries(catalogue).map(([s, m]) => [s, Object.fromEntries(Object.entries(m).map(([k, v]) => [k, accent(v)]))]))
}

/** A locale's translation of the kit or the site (undefined until its file exists). */
export async function loadTranslation(kind: 'kit' | 'site', locale: string): Promise<English | undefined> {
  const url = new URL(kind === 'kit' ? `../../lib/core/i18n/locales/${locale}.ts` : `../../src/i18n/locales/${locale}.ts`, import.meta.url)
  const { existsSync } = await import('node:fs')
  if (!existsSync(url)) return undefined
  return ((await import(/* @vite-ignore */ url.href)) as { default: English }).default
}
