import type { Locale } from '@porch/kit'
import { tokens } from '../../config'
import type { realisedYield } from '../../history/yield'
import type { SiteText } from '../../i18n/siteCatalogue'
import type { position } from '../../i18n/en/position'
import { formatDisplay } from '../amount'

/** The unit of every yield figure, always shown with it: there is no MANGO price to make it a percentage. */
export function yieldUnit(t: SiteText<typeof position>): string {
  return t('yieldUnit', { usdc: tokens.usdc.symbol, mango: tokens.mango.symbol })
}

/**
 * "Your realised yield" as shown: the figure with its unit; "Too early to tell" for someone
 * who has staked (a stake in the history, or pMANGO now) but not yet for a whole second of
 * chain time, as right after a first stake; "No stake yet" only for someone who never staked.
 */
export function realisedYieldText(mine: Pick<ReturnType<typeof realisedYield>, 'value' | 'since'>, staked: bigint, t: SiteText<typeof position>, locale: Locale): string {
  if (mine.value !== undefined) return `${formatDisplay(mine.value, tokens.usdc.decimals, 2, locale)} ${yieldUnit(t)}`
  return mine.since !== undefined || staked > 0n ? t('tooEarly') : t('noStake')
}
