import type { Chain } from 'viem'
import { createFailoverRpc } from '../transport/failover'
import type { RpcHealth } from '../transport/health'
import { createReader } from './reader'
import type { Reader } from './types'

/** A config's reader for one chain: batched reads over the chain's node URLs, best first by `health`. */
export function createChainReader(chain: Chain, health: RpcHealth): Reader {
  return createReader({ chain, request: createFailoverRpc(health, { chain }) })
}
