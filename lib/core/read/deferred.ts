import type { Reader } from './types'

/**
 * A Reader whose implementation is made on the first read (its code is an on-demand
 * chunk): every method is async anyway, so callers cannot tell. Reads asked for while it
 * loads wait for it and still go out in one batch. A failed load is tried again on the
 * next read.
 */
export function deferredReader(chainId: number, make: () => Promise<Reader>): Reader {
  let pending: Promise<Reader> | undefined
  const get = () =>
    (pending ??= make().catch((error: unknown) => {
      pending = undefined
      throw error
    }))
  return {
    chainId,
    read: (call) => get().then((r) => r.read(call)),
    getBalance: (address) => get().then((r) => r.getBalance(address)),
    getBlockTimestamp: () => get().then((r) => r.getBlockTimestamp()),
  }
}
