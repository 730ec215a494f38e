import type { Config } from '../config'
import type { Connector } from '../types'

/** What getConnectors returns (wagmi's `GetConnectorsReturnType`): the kit's connectors, whatever the config's type. */
export type GetConnectorsReturnType = readonly Connector[]

/** Every connector: the configured ones, then wallets found through EIP-6963 (wagmi's `getConnectors`). */
export function getConnectors(config: Config): GetConnectorsReturnType {
  return config.getConnectors()
}
