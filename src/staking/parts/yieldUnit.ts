import { tokens } from '../../config'
import type { SiteText } from '../../i18n/siteCatalogue'
import type { position } from '../../i18n/en/position'

/** The unit of every yield figure, always shown with it: there is no MANGO price to make it a percentage. */
export function yieldUnit(t: SiteText<typeof position>): string {
  return t('yieldUnit', { usdc: tokens.usdc.symbol, mango: tokens.mango.symbol })
}
