import type { Config } from '../config'
import type { Connector } from '../types'

/** Every connector: the configured ones, then wallets found through EIP-6963 (wagmi's `getConnectors`). */
export function getConnectors(config: Config): readonly Connector[] {
  return config.getConnectors()
}
