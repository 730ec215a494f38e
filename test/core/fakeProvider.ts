import type { Address } from 'viem'
import type { Eip1193 } from '../../lib/connectors/eip1193'

type Handler = (params: unknown[]) => unknown

/** A scriptable EIP-1193 provider for connector unit tests (the real-wallet proof is e2e). */
export function fakeProvider(init: { accounts?: Address[]; chainId?: number } = {}) {
  let accounts = init.accounts ?? ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']
  let chainId = init.chainId ?? 1101
  const listeners = new Map<string, Set<(p: unknown) => void>>()
  const calls: Array<{ method: string; params: unknown[] }> = []
  const overrides = new Map<string, Handler>()
  const provider: Eip1193 = {
    on: (e, l) => {
      if (!listeners.has(e)) listeners.set(e, new Set())
      listeners.get(e)!.add(l as (p: unknown) => void)
    },
    removeListener: (e, l) => void listeners.get(e)?.delete(l as (p: unknown) => void),
    request: (async ({ method, params }: { method: string; params?: unknown[] }) => {
      const p = params ?? []
      calls.push({ method, params: p })
      const o = overrides.get(method)
      if (o) return o(p)
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return accounts
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain':
          chainId = Number.parseInt((p[0] as { chainId: string }).chainId, 16)
          return null
        default:
          return null
      }
    }) as Eip1193['request'],
  }
  return {
    provider,
    calls,
    methods: () => calls.map((c) => c.method),
    /** Make a method answer with a handler (throw to simulate a wallet error). */
    on(method: string, handler: Handler) {
      overrides.set(method, handler)
    },
    emit(event: string, payload: unknown) {
      listeners.get(event)?.forEach((l) => l(payload))
    },
    setAccounts: (a: Address[]) => void (accounts = a),
    setChain: (id: number) => void (chainId = id),
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  }
}

export const rpcError = (code: number, message: string, data?: unknown) =>
  Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })
