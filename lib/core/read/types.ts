import type { Address, Hex } from 'viem'

/** One eth_call and how to decode its return data. */
export interface ReadCall<T> {
  /** The contract to call. */
  to: Address
  /** Call data: selector ++ encoded arguments. */
  data: Hex
  /** Decodes the return data; a throw fails this call only. */
  decode(data: Hex): T
}

/**
 * Batched reads on one chain. Everything asked for within `batchWait` ms (default 16) goes
 * out together: as ONE Multicall3 aggregate3 eth_call when the chain has Multicall3, else
 * as single calls in one JSON-RPC batch. Each promise settles on its own: one failing
 * call rejects only its own promise.
 */
export interface Reader {
  /** The chain every read of this reader goes to. */
  readonly chainId: number
  /** One contract read, batched with the others of the same tick; rejects with ContractReadError or ReadError. */
  read<T>(call: ReadCall<T>): Promise<T>
  /** Native balance (Multicall3.getEthBalance, or eth_getBalance). */
  getBalance(address: Address): Promise<bigint>
  /** Timestamp of the block the batch is read at (Multicall3.getCurrentBlockTimestamp, or the latest block). */
  getBlockTimestamp(): Promise<bigint>
}
