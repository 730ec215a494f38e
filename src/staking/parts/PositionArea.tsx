import { useDeferredValue } from 'react'
import { PublicPoolYield } from './PoolYield'
import { PositionPanel } from './PositionPanel'
import type { PositionAreaProps } from './positionTypes'
import { WatchField } from './WatchField'

/** The on-demand part of the screen: the watch field, then the shown address's position and history. */
export function PositionArea({ view, state, loaded, harvest }: PositionAreaProps) {
  // A wallet connecting renders the screen in one blocking task (the account comes from an
  // external store); the position and history below the fold then mount in a later,
  // interruptible render, so that task stays short.
  const viewed = useDeferredValue(view.viewed)
  return (
    <>
      <WatchField watch={view.watch} />
      {viewed ? <PositionPanel key={viewed.toLowerCase()} account={viewed} state={state} loaded={loaded} harvest={harvest} /> : <PublicPoolYield />}
    </>
  )
}
