import type { Client } from 'viem'
import { lazyImport } from '../lazy'
import { deferredReader } from './deferred'
import type { Reader } from './types'

const readers = new WeakMap<Client, Reader>()
// The batching reader (and its Multicall3 codec) is an on-demand chunk: the first paint reads through the config's reader.
const loadReader = lazyImport(() => import('./reader'))

/**
 * A Reader that sends through a viem Client's transport (one per client, so reads made
 * through the same client still share a batch). For code that already holds a Client.
 */
export function readerForClient(client: Client): Reader {
  let reader = readers.get(client)
  if (!reader) {
    if (!client.chain) throw new Error('readerForClient needs a client with a chain.')
    const chain = client.chain
    const request = (method: string, params?: unknown) => client.request({ method, params } as Parameters<Client['request']>[0])
    reader = deferredReader(chain.id, () => loadReader().then((m) => m.createReader({ chain, request })))
    readers.set(client, reader)
  }
  return reader
}
