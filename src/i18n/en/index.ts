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
import type { screen } from './screen'

/** The site's English source messages (types only). */
export type SiteMessages = {
  readonly screen: typeof screen
  readonly amount: typeof amount
  readonly harvest: typeof harvest
  readonly network: typeof network
  readonly safe: typeof safe
  readonly actions: typeof actions
  readonly errors: typeof errors
}
