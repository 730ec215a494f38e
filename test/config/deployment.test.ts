import { describe, expect, it } from 'vitest'
import { chainFor } from '../../src/config/chain'
import { productionDeployment, readDeployment } from '../../src/config/deployment'
import { defaultLiveness, readLiveness } from '../../src/config/liveness'

describe('node URLs', () => {
  it('defaults to the production node', () => {
    expect(readDeployment({}).rpcUrls).toEqual(productionDeployment.rpcUrls)
  })

  it('VITE_RPC_URLS lists several, first preferred; VITE_RPC_URL stays the one-URL form and goes first', () => {
    const d = readDeployment({ VITE_RPC_URLS: ' http://a.example , http://b.example,' })
    expect(d.rpcUrls).toEqual(['http://a.example', 'http://b.example'])
    expect(d.rpcUrl).toBe('http://a.example')
    expect(chainFor(d).rpcUrls.default.http).toEqual(['http://a.example', 'http://b.example'])
    expect(readDeployment({ VITE_RPC_URL: 'http://one.example' }).rpcUrls).toEqual(['http://one.example'])
    expect(readDeployment({ VITE_RPC_URL: 'http://b.example', VITE_RPC_URLS: 'http://a.example,http://b.example' }).rpcUrls).toEqual([
      'http://b.example',
      'http://a.example',
    ])
  })

  it('refuses a URL that is not http(s) or ws(s), naming the variable', () => {
    expect(() => readDeployment({ VITE_RPC_URLS: 'http://a.example,ftp://b.example' })).toThrow(/VITE_RPC_URLS .*"ftp:\/\/b.example"/)
    expect(() => readDeployment({ VITE_RPC_URL: 'localhost:8545' })).toThrow(/VITE_RPC_URL /)
  })
})

describe('liveness settings', () => {
  it('12 s refresh and a 10 minute halted threshold by default, both configurable', () => {
    expect(readLiveness({})).toEqual(defaultLiveness)
    expect(defaultLiveness).toEqual({ refreshInterval: 12_000, haltedAfter: 600 })
    expect(readLiveness({ VITE_REFRESH_INTERVAL: '5000', VITE_HALTED_AFTER: '120' })).toEqual({ refreshInterval: 5000, haltedAfter: 120 })
    expect(() => readLiveness({ VITE_REFRESH_INTERVAL: 'soon' })).toThrow('VITE_REFRESH_INTERVAL must be a positive number, got "soon".')
  })
})

describe('a local devnet says what it is', () => {
  it('is named as a local chain with no block explorer, unless told otherwise', () => {
    const d = readDeployment({ VITE_DEVNET: '1', VITE_CHAIN_ID: '1101' })
    expect(d.chainName).toBe('Local devnet, chain 1101')
    expect(d.explorerUrl).toBe('')
    expect(chainFor(d).name).toBe('Local devnet, chain 1101')
    expect(chainFor(d).blockExplorers).toBeUndefined()
    const named = readDeployment({ VITE_DEVNET: '1', VITE_CHAIN_NAME: 'Team chain', VITE_EXPLORER_URL: 'https://explorer.example/' })
    expect(named.chainName).toBe('Team chain')
    expect(chainFor(named).blockExplorers?.default.url).toBe('https://explorer.example')
  })

  it('a Polygon zkEVM build keeps the name and the explorer', () => {
    const d = readDeployment({})
    expect(d.chainName).toBe('Polygon zkEVM')
    expect(chainFor(d).blockExplorers?.default.url).toBe('https://zkevm.polygonscan.com')
  })
})
