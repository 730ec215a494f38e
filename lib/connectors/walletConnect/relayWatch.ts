import { RelayLostError } from './errors'
import type { SignClient } from './loader'

/**
 * Race `p` against the relay connection: when the socket drops and does not come back
 * within `graceMs`, reject with RelayLostError. A pairing URI shown while the relay is gone
 * can never connect (the proposal lives on the relay), so the user gets RETRY instead of a
 * dead QR code. The sign-client reconnects by itself after a short drop; that is fine.
 */
export function untilRelayLost<T>(client: SignClient, p: Promise<T>, graceMs: number): Promise<T> {
  const relayer = client.core.relayer
  let timer: ReturnType<typeof setTimeout> | undefined
  let onDown: (() => void) | undefined
  let onUp: (() => void) | undefined
  const lost = new Promise<never>((_, reject) => {
    onDown = () => {
      timer ??= setTimeout(() => reject(new RelayLostError()), graceMs)
    }
    onUp = () => {
      clearTimeout(timer)
      timer = undefined
    }
    relayer.on('relayer_disconnect', onDown)
    relayer.on('relayer_connect', onUp)
    if (!relayer.connected && !relayer.connecting) onDown()
  })
  p.catch(() => {})
  return Promise.race([p, lost]).finally(() => {
    clearTimeout(timer)
    if (onDown) relayer.off('relayer_disconnect', onDown)
    if (onUp) relayer.off('relayer_connect', onUp)
  })
}
