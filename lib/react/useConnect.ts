import { useCallback, useState } from 'react'
import { connect as connectAction } from '../core/actions/connect'
import { isUserRejection } from '../core/errors'
import type { Connector, ConnectResult } from '../core/types'
import { useConfig } from './context'

export interface UseConnectResult {
  /** Resolves undefined when the connection failed; the error is in `error`. */
  connect(connector: Connector | string, options?: { chainId?: number }): Promise<ConnectResult | undefined>
  pendingConnectorId: string | undefined
  /** The last failure, except user rejections (those return to idle quietly). */
  error: Error | undefined
  reset(): void
}

export function useConnect(): UseConnectResult {
  const config = useConfig()
  const [pendingConnectorId, setPending] = useState<string>()
  const [error, setError] = useState<Error>()
  const connect = useCallback<UseConnectResult['connect']>(
    async (connector, options) => {
      const id = typeof connector === 'string' ? connector : connector.id
      setPending(id)
      setError(undefined)
      try {
        return await connectAction(config, { connector, ...options })
      } catch (e) {
        if (!isUserRejection(e)) setError(e instanceof Error ? e : new Error(String(e)))
        return undefined
      } finally {
        setPending((p) => (p === id ? undefined : p))
      }
    },
    [config],
  )
  const reset = useCallback(() => setError(undefined), [])
  return { connect, pendingConnectorId, error, reset }
}
