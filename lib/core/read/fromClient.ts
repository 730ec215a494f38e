import type { Client } from 'viem'
import { createReader } from './reader'
import type { Reader } from './types'

const readers = new WeakMap<Client, Reader>()

/**
 * A Reader that sends through a viem Client's transport (one per client, so reads made
 * through the same client still share a batch). For code that already holds a Client.
 */
export function readerForClient(client: Client): Reader {
  let reader = readers.get(client)
  if (!reader) {
    if (!client.chain) throw new Error('readerForClient needs a client with a chain.')
    reader = createReader({
      chain: client.chain,
      request: (method, params) => client.request({ method, params } as Parameters<Client['request']>[0]),
    })
    readers.set(client, reader)
  }
  return reader
}
