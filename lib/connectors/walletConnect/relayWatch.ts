import { withDeadline } from '../../core/deadline'
import { RelayLostError } from './errors'
import type { SignClient } from './loader'

/** A reconnected socket counts once it has stayed open this long (a flapping one does not). */
const STABLE_MS = 1_000
const CHECK_MS = 250

/**
 * Race `p` against the relay connection: when the socket drops and is not back, and steady,
 * within `graceMs`, reject with RelayLostError. A pairing URI shown while the relay is gone
 * can never connect, so the user gets RETRY instead of a dead QR code. The sign-client
 * reconnects by itself after a short drop; that is fine.
 */
export function untilRelayLost<T>(client: SignClient, p: Promise<T>, graceMs: number): Promise<T> {
  const relayer = client.core.relayer
  let downAt: number | undefined
  let upAt = 0
  let timer: ReturnType<typeof setInterval> | undefined
  const onUp = () => {
    upAt = Date.now()
  }
  const lost = new AbortController()
  const check = () => {
    if (downAt === undefined) return
    const now = Date.now()
    if (relayer.connected && now - upAt >= STABLE_MS) {
      downAt = undefined
      clearInterval(timer)
      timer = undefined
    } else if (now - downAt >= graceMs) {
      clearInterval(timer)
      lost.abort(new RelayLostError())
    }
  }
  const onDown = () => {
    downAt ??= Date.now()
    timer ??= setInterval(check, Math.min(CHECK_MS, graceMs))
  }
  relayer.on('relayer_disconnect', onDown)
  relayer.on('relayer_connect', onUp)
  if (!relayer.connected && !relayer.connecting) onDown()
  return withDeadline(p, { signal: lost.signal }).finally(() => {
    clearInterval(timer)
    relayer.off('relayer_disconnect', onDown)
    relayer.off('relayer_connect', onUp)
  })
}
