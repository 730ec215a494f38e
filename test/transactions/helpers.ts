import { createClient, custom, type Client, type EIP1193RequestFn } from 'viem'
import { createStorage, type StorageLike } from '../../lib/core/storage'

export const storageOn = (backend: StorageLike) => createStorage({ backend })

/** A distinct valid 32-byte hash per number. */
export const hashOf = (n: number): `0x${string}` => `0x${n.toString(16).padStart(64, '0')}`

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

/**
 * `client`'s node as one without eth_getTransactionBySenderAndNonce (most geth-based nodes),
 * telling `onRequest` every method it is asked.
 */
export function withoutSlotMethod(client: Client, onRequest?: (method: string) => void): Client {
  const request: EIP1193RequestFn = async (args) => {
    onRequest?.(args.method)
    if (args.method === 'eth_getTransactionBySenderAndNonce') throw Object.assign(new Error('the method eth_getTransactionBySenderAndNonce does not exist/is not available'), { code: -32601 })
    return client.request(args as never)
  }
  return createClient({ transport: custom({ request }), pollingInterval: client.pollingInterval })
}
