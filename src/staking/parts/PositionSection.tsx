import { useEffect, useRef, useState, type ComponentType } from 'react'
import { lazyImport, whenIdle } from '@porch/kit'
import * as card from './card.css'
import type { PositionAreaProps } from './positionTypes'
import { useSiteMessages } from '../../i18n/catalogue'
import { positionArea } from '../../i18n/en/positionArea'

/** The watch field, position, yields, history and chart: fetched once the page is idle, never in the first load. */
/** At the latest this long after load, even on a main thread that is never idle. */
const AREA_IDLE_TIMEOUT_MS = 3000

const loadArea = lazyImport(() => import('./PositionArea').then((m) => m.PositionArea))

/** Where the watch field and "Your position" / "Your history" go; their code arrives when the browser is idle. */
export function PositionSection(props: PositionAreaProps) {
  const t = useSiteMessages('positionArea', positionArea)
  const [Area, setArea] = useState<ComponentType<PositionAreaProps>>()
  const [failed, setFailed] = useState(false)
  const placeholder = useRef<HTMLElement>(null)
  useEffect(() => {
    if (Area || failed) return
    let started = false
    const load = () => {
      if (started) return
      started = true
      loadArea().then((a) => setArea(() => a), () => setFailed(true))
    }
    // Below the fold: its code and first render (tens of ms) wait for an idle moment, so they
    // do not land while the page starts and connects; scrolling near it loads it at once.
    const node = placeholder.current
    const observer = node && typeof IntersectionObserver !== 'undefined' ? new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && load(), { rootMargin: '200px' }) : undefined
    if (node) observer?.observe(node)
    const cancel = whenIdle(load, AREA_IDLE_TIMEOUT_MS)
    return () => {
      cancel()
      observer?.disconnect()
    }
  }, [Area, failed])
  if (Area) return <Area {...props} />
  return (
    <section ref={placeholder} className={card.card} aria-label={t('areaLabel')}>
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
