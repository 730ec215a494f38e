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
 * The kit's English catalogue, by screen. Each section is imported where it renders (the
 * button's with the first load, a modal's inside that modal's chunk); this module gathers
 * their TYPES for the locale files, so importing it costs no bytes.
 */
import type { account } from './account'
import type { button } from './button'
import type { chain } from './chain'
import type { connect } from './connect'
import type { dialog } from './dialog'
import type { errors } from './errors'
import type { signIn } from './signIn'
import type { walletButton } from './walletButton'
import type { wallets } from './wallets'

/** The kit's English source messages (types only). */
export type KitMessages = {
  readonly button: typeof button
  readonly dialog: typeof dialog
  readonly connect: typeof connect
  readonly account: typeof account
  readonly chain: typeof chain
  readonly signIn: typeof signIn
  readonly walletButton: typeof walletButton
  readonly wallets: typeof wallets
  /** describeError's sentences (lib/core/i18n/describeError.ts). */
  readonly errors: typeof errors
}
