import { useLocale } from '@porch/kit/react'
import { useHarvestClock, type HarvestFigure } from '../useHarvestTrack'
import { harvestText } from './harvestText'

/**
 * Harvestable USDC, growing between reads as a floor of the chain (../harvestFloor), from the
 * same reads, clock and formatter as the Harvest card, so the two show the same digits in
 * the same frame. Its own component: only this text re-renders as the clock moves.
 */
export function LiveHarvestable({ harvest }: { harvest: HarvestFigure }) {
  const locale = useLocale()
  const now = useHarvestClock(harvest)
  return harvestText(harvest.figure(now), locale)
}
