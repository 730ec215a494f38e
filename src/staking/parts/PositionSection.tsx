import { useEffect, useState, type ComponentType } from 'react'
import { lazyImport, whenIdle } from '@porch/kit'
import * as card from './card.css'
import type { PositionAreaProps } from './positionTypes'
import { useSiteMessages } from '../../i18n/catalogue'
import { positionArea } from '../../i18n/en/positionArea'

/** The watch field, position, yields, history and chart: fetched once the page is idle, never in the first load. */
const loadArea = lazyImport(() => import('./PositionArea').then((m) => m.PositionArea))

/** Where the watch field and "Your position" / "Your history" go; their code arrives when the browser is idle. */
export function PositionSection(props: PositionAreaProps) {
  const t = useSiteMessages('positionArea', positionArea)
  const [Area, setArea] = useState<ComponentType<PositionAreaProps>>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (Area || failed) return
    return whenIdle(() => loadArea().then((a) => setArea(() => a), () => setFailed(true)), 1000)
  }, [Area, failed])
  if (Area) return <Area {...props} />
  return (
    <section className={card.card} aria-label={t('areaLabel')}>
      {props.view.watch.error ? (
        <p role="alert" className={card.errorText}>
          {props.view.watch.error}
        </p>
      ) : null}
      <p className={card.muted}>
        {failed ? `${t('loadFailed')} ` : t('loading')}
        {failed ? (
          <button type="button" className={card.secondaryButton} onClick={() => setFailed(false)}>
            {t('tryAgain')}
          </button>
        ) : null}
      </p>
    </section>
  )
}
