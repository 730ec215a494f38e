import { defineChain } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig, type Config } from '../../../lib/core/config'
import { getChainId } from '../../../lib/core/actions/getChainId'
import { watchChainId } from '../../../lib/core/actions/watchChainId'
import { getChains } from '../../../lib/core/actions/getChains'
import { getConnectors } from '../../../lib/core/actions/getConnectors'
import { watchConnectors } from '../../../lib/core/actions/watchConnectors'
import { createStorage } from '../../../lib/core/storage'
import { mockConnector } from '../../../lib/testing/mock'
import type { CreateConnectorFn } from '../../../lib/core/types'
import { memoryBackend } from '../../fixtures/storage'

const chainA = defineChain({ id: 1101, name: 'A', nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const chainB = defineChain({ ...chainA, id: 10, name: 'B' })

let config: Config
afterEach(() => config?.destroy())

describe("wagmi's chain and connector getters and watchers", () => {
  it('getChainId follows the wallet on a configured chain only, and watchChainId reports each change once', () => {
    config = createConfig({ chains: [chainA, chainB], appName: 'Test', storage: createStorage({ backend: memoryBackend() }) })
    expect(getChains(config)).toEqual([chainA, chainB])
    const seen: Array<[number, number]> = []
    const stop = watchChainId(config, { onChange: (id, prev) => seen.push([id, prev]) })
    expect(getChainId(config)).toBe(1101)
    config.store.setState((s) => ({ ...s, status: 'connected', accounts: ['0x0000000000000000000000000000000000000001'], chainId: 10, connectorId: 'x' }))
    expect(getChainId(config)).toBe(10)
    // A chain the app does not configure: reads stay on the default chain.
    config.store.setState((s) => ({ ...s, chainId: 5 }))
    config.store.setState((s) => ({ ...s, accounts: ['0x0000000000000000000000000000000000000002'] }))
    expect(getChainId(config)).toBe(1101)
    stop()
    config.store.setState((s) => ({ ...s, chainId: 10 }))
    expect(seen).toEqual([
      [10, 1101],
      [1101, 10],
    ])
  })

  it('watchConnectors reports a wallet that announces itself', () => {
    let add: ((fn: CreateConnectorFn) => void) | undefined
    config = createConfig({
      chains: [chainA],
      appName: 'Test',
      storage: createStorage({ backend: memoryBackend() }),
      connectors: [mockConnector({ rdns: 'first' })],
      discover: (a) => {
        add = a
        return () => {}
      },
    })
    const lists: string[][] = []
    const stop = watchConnectors(config, { onChange: (list) => lists.push(list.map((c) => c.id)) })
    config.start()
    add!(mockConnector({ rdns: 'second' }))
    stop()
    expect(getConnectors(config).map((c) => c.id)).toEqual(['first', 'second'])
    expect(lists).toEqual([['first', 'second']])
  })
})
