import type { Chain, Client } from 'viem'
import type { ClientOptions } from '../config/types'
import { createFailoverRpc } from '../transport/failover'
import type { RpcHealth } from '../transport/health'
import { createReader, type CreateReaderParameters } from './reader'
import type { Reader } from './types'

/** viem's `batch` option (createConfig's, for this chain) as the reader's: `multicall: false`, or its `batchSize` and `wait`. */
type ReaderBatch = ClientOptions['batch']

const batchParameters = (batch: ReaderBatch): Partial<CreateReaderParameters> => {
  const multicall = batch?.multicall
  if (multicall === false) return { multicall: false }
  if (typeof multicall !== 'object') return {}
  return {
    ...(multicall.batchSize !== undefined ? { batchSize: multicall.batchSize } : {}),
    ...(multicall.wait !== undefined ? { batchWait: multicall.wait } : {}),
  }
}

/** A config's reader for one chain: batched reads over the chain's node URLs, best first by `health`. */
export function createChainReader(chain: Chain, health: RpcHealth, batch?: ReaderBatch): Reader {
  return createReader({ chain, request: createFailoverRpc(health, { chain }), ...batchParameters(batch) })
}

/** A config's reader for a chain the app reaches through a viem transport or client of its own: the same batching, sent through that client. */
export function createClientReader(chain: Chain, client: Client, batch?: ReaderBatch): Reader {
  const request = (method: string, params: readonly unknown[]) => client.request({ method, params } as Parameters<Client['request']>[0])
  return createReader({ chain, request, ...batchParameters(batch) })
}
