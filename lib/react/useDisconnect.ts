import { useCallback } from 'react'
import { disconnect } from '../core/actions/disconnect'
import { useConfig } from './context'

/** A disconnect function for the active wallet. */
export function useDisconnect(): { disconnect: () => Promise<void> } {
  const config = useConfig()
  return { disconnect: useCallback(() => disconnect(config), [config]) }
}
