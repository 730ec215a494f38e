import type { ViewMode } from '../../position/useViewMode'
import type { HarvestFigure } from '../useHarvestTrack'
import type { StakingState } from '../reads'

/** What the on-demand position area gets from the screen. */
export interface PositionAreaProps {
  view: ViewMode
  state: StakingState
  loaded: boolean
  /** The reads the harvestable figure is the floor of, shared with the Harvest card. */
  harvest: HarvestFigure
}
