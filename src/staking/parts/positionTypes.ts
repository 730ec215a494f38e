import type { ViewMode } from '../../position/useViewMode'
import type { StakingState } from '../reads'

/** What the on-demand position area gets from the screen. */
export interface PositionAreaProps {
  view: ViewMode
  state: StakingState
  loaded: boolean
  /** When the numbers arrived (ms): harvestable ticks up from there, as in the Harvest panel. */
  readAt: number
}
