import { PublicPoolYield } from './PoolYield'
import { PositionPanel } from './PositionPanel'
import type { PositionAreaProps } from './positionTypes'
import { WatchField } from './WatchField'

/** The on-demand part of the screen: the watch field, then the shown address's position and history. */
export function PositionArea({ view, state, loaded, readAt }: PositionAreaProps) {
  return (
    <>
      <WatchField watch={view.watch} />
      {view.viewed ? <PositionPanel key={view.viewed.toLowerCase()} account={view.viewed} state={state} loaded={loaded} readAt={readAt} /> : <PublicPoolYield />}
    </>
  )
}
