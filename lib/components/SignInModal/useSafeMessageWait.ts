import { useCallback, useEffect, useState } from 'react'
import type { Config } from '../../core/config'
import { SAFE_MESSAGE_PROGRESS } from '../../connectors/safe/messageEvents'
import type { SafeMessageProgress } from '../../connectors/safe/messageWait'

const activeConnector = (config: Config) => {
  const { connectorId } = config.getState()
  return connectorId ? config.getConnector(connectorId) : undefined
}

/** The message a multisig Safe still gets signed after a reload, for the sign-in flow to resume. */
export const pendingSafeMessage = (config: Config): string | undefined => activeConnector(config)?.pendingMessage?.()?.message

/**
 * While the wallet signs (`signing`), the progress of a multisig Safe's owners (the
 * connector's `safeMessageProgress` messages), and a way to stop waiting for them.
 */
export function useSafeMessageWait(config: Config, signing: boolean) {
  const [progress, setProgress] = useState<SafeMessageProgress | undefined>(undefined)
  useEffect(() => {
    if (!signing) {
      setProgress(undefined)
      return
    }
    return config.emitter.on('message', ({ type, data }) => {
      if (type === SAFE_MESSAGE_PROGRESS) setProgress(data as SafeMessageProgress)
    })
  }, [config, signing])
  const stop = useCallback(() => activeConnector(config)?.cancelMessage?.(), [config])
  return { progress: signing ? progress : undefined, stop }
}
