import type { CreateConnectorFn } from '../core/types'

/**
 * Identity helper that types a connector factory (wagmi's pattern): the config calls it
 * with the chains, this connector's own emitter, the storage and the app name.
 */
export function createConnector(fn: CreateConnectorFn): CreateConnectorFn {
  return fn
}
