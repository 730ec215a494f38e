/**
 * LOCALE FILE FORMAT (for translators). One file per locale and per catalogue:
 *   lib/core/i18n/locales/<code>.ts  (the kit)  -> `const x: KitTranslation = {...}; export default x`
 *   src/i18n/locales/<code>.ts  (the site) -> `const x: SiteTranslation = {...}; export default x`
 * <code> is one of LOCALES in lib/core/i18n/locales.ts. Copy de.ts, keep every section and key
 * (tsc fails on a missing or extra one), keep `{placeholders}` unchanged, and write plural
 * messages `{n, plural, one {…} other {…}}` with the categories Intl.PluralRules gives the
 * locale (ar: zero one two few many other). Wallet, token and chain names stay as they are.
 * test/i18n/catalogue.test.ts checks all of it.
 */
/**
 * The site's English catalogue, by screen (types only: each section is imported where it
 * renders). A locale file `src/i18n/locales/<locale>.ts` default-exports a SiteTranslation.
 */
import type { actions } from './actions'
import type { amount } from './amount'
import type { errors } from './errors'
import type { harvest } from './harvest'
import type { network } from './network'
import type { safe } from './safe'
import type { safeQueue } from './safeQueue'
import type { screen } from './screen'
import type { summary } from './summary'
import type { position } from './position'
import type { positionArea } from './positionArea'
import type { history } from './history'
import type { watch } from './watch'

/** The site's English source messages (types only). */
export type SiteMessages = {
  readonly screen: typeof screen
  readonly amount: typeof amount
  readonly harvest: typeof harvest
  readonly network: typeof network
  readonly safe: typeof safe
  readonly safeQueue: typeof safeQueue
  readonly actions: typeof actions
  readonly errors: typeof errors
  readonly summary: typeof summary
  readonly positionArea: typeof positionArea
  readonly position: typeof position
  readonly history: typeof history
  readonly watch: typeof watch
}
