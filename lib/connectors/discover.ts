import type { CreateConnectorFn } from '../core/types'
import { coinbaseWallet } from './coinbase/connector'
import { COINBASE_RDNS, findLegacyCoinbase, isCoinbaseProvider } from './coinbase/detect'
import { watchEip6963 } from './eip6963'
import { injected } from './injected'
import type { Eip1193 } from './eip1193'

/**
 * Discovery for createConfig({ discover }): every EIP-6963 wallet becomes an injected
 * connector with its rdns as id; a legacy `window.ethereum` that no EIP-6963 wallet
 * announced becomes the generic 'injected' connector. Coinbase Wallet, announced or
 * flagged `isCoinbaseWallet` (also inside `window.ethereum.providers`), becomes the
 * Coinbase connector and never also the generic one. No wallet
 * appears twice.
 */
export function injectedDiscovery(): (add: (fn: CreateConnectorFn) => void) => () => void {
  return (add) => {
    const announced = new Set<unknown>()
    let coinbaseFound = false
    const addCoinbase = (provider: Eip1193, icon?: string) => {
      if (coinbaseFound) return
      coinbaseFound = true
      add(coinbaseWallet({ provider, ...(icon ? { icon } : {}) }))
    }
    const stop = watchEip6963(({ info, provider }) => {
      announced.add(provider)
      if (info.rdns === COINBASE_RDNS) return addCoinbase(provider as unknown as Eip1193, info.icon || undefined)
      add(injected({ id: info.rdns, name: info.name, icon: info.icon || undefined, rdns: info.rdns, provider: provider as unknown as Eip1193 }))
    })
    if (typeof window === 'undefined') return stop
    // Wallets answer eip6963:requestProvider synchronously; give late injectors one tick.
    const timer = setTimeout(() => {
      const coinbase = findLegacyCoinbase(window)
      if (coinbase && !announced.has(coinbase)) addCoinbase(coinbase)
      const legacy = (window as unknown as { ethereum?: Eip1193 }).ethereum
      if (legacy && !announced.has(legacy) && !isCoinbaseProvider(legacy)) add(injected())
    }, 0)
    return () => {
      clearTimeout(timer)
      stop()
    }
  }
}
