import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../lib/core/actions/connect'
import { disconnect } from '../../lib/core/actions/disconnect'
import { reconnect } from '../../lib/core/actions/reconnect'
import { switchChain } from '../../lib/core/actions/switchChain'
import { ChainNotConfiguredError, ConnectorNotFoundError, UserRejectedRequestError } from '../../lib/core/errors'
import type { Status } from '../../lib/core/types'
import { memoryBackend } from '../fixtures/storage'
import { configWith } from './setup'
import { createFakeWallet, rpcError } from '../fixtures/wallet'

const statuses = (config: ReturnType<typeof configWith>) => {
  const seen: Status[] = []
  config.store.subscribe((s) => seen.push(s.status))
  return seen
}

describe('core store transitions', () => {
  it('disconnected -> connecting -> connected, and back on disconnect', async () => {
    const wallet = createFakeWallet()
    const config = configWith(wallet.provider)
    const seen = statuses(config)
    const events: string[] = []
    config.emitter.on('connect', () => events.push('connect'))
    config.emitter.on('disconnect', () => events.push('disconnect'))
    await connect(config, { connector: 'io.metamask' })
    expect(config.getState()).toMatchObject({ status: 'connected', chainId: 1101, connectorId: 'io.metamask' })
    expect(config.getState().accounts).toEqual(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    await disconnect(config)
    expect(seen).toEqual(['connecting', 'connected', 'disconnected'])
    expect(events).toEqual(['connect', 'disconnect'])
  })

  it('a rejected connect returns to disconnected with a typed error', async () => {
    const wallet = createFakeWallet()
    wallet.on('eth_requestAccounts', () => {
      throw rpcError(4001, 'User rejected the request.')
    })
    const config = configWith(wallet.provider)
    await expect(connect(config, { connector: 'io.metamask' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(config.getState().status).toBe('disconnected')
    expect(config.getState().error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('unknown connector id is a ConnectorNotFoundError', async () => {
    const config = configWith(createFakeWallet().provider)
    await expect(connect(config, { connector: 'nope' })).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })

  it('reconnects silently after a reload, but not after a user disconnect', async () => {
    const backend = memoryBackend()
    const wallet = createFakeWallet()
    const first = configWith(wallet.provider, backend)
    await connect(first, { connector: 'io.metamask' })

    const reloaded = configWith(wallet.provider, backend)
    const seen = statuses(reloaded)
    expect(await reconnect(reloaded)).toBe(true)
    expect(seen).toEqual(['reconnecting', 'connected'])
    expect(wallet.methods().filter((m) => m === 'eth_requestAccounts')).toHaveLength(1) // no new prompt

    await disconnect(reloaded)
    const again = configWith(wallet.provider, backend)
    expect(await reconnect(again)).toBe(false)
    expect(again.getState().status).toBe('disconnected')
  })

  it('reconnect gives up quietly when the wallet no longer has accounts', async () => {
    const backend = memoryBackend()
    const wallet = createFakeWallet()
    await connect(configWith(wallet.provider, backend), { connector: 'io.metamask' })
    wallet.setAccounts([])
    const reloaded = configWith(wallet.provider, backend)
    expect(await reconnect(reloaded)).toBe(false)
    expect(reloaded.getState().status).toBe('disconnected')
  })

  it('switching to a chain that is not configured is refused before asking the wallet', async () => {
    const wallet = createFakeWallet()
    const config = configWith(wallet.provider)
    await connect(config, { connector: 'io.metamask' })
    // @ts-expect-error an id the config lacks is a type error (as wagmi's); at run time too it is refused
    await expect(switchChain(config, { chainId: 5 })).rejects.toBeInstanceOf(ChainNotConfiguredError)
    expect(wallet.methods()).not.toContain('wallet_switchEthereumChain')
  })

  it('flags an unsupported chain from the wallet', async () => {
    const wallet = createFakeWallet({ chainId: 1 })
    const config = configWith(wallet.provider)
    await connect(config, { connector: 'io.metamask' })
    expect(config.getState().chainId).toBe(1)
    expect(config.isChainSupported(config.getState().chainId)).toBe(false)
  })
})

describe('cancelConnect', async () => {
  const { cancelConnect } = await import('../../lib/core/actions/cancelConnect')
  it('leaves connecting at once and lets the connector drop its attempt; a late approval cannot connect', async () => {
    const wallet = createFakeWallet()
    let approve: (accounts: string[]) => void = () => {}
    wallet.on('eth_requestAccounts', () => new Promise((resolve) => (approve = resolve)))
    const config = configWith(wallet.provider)
    const pending = connect(config, { connector: 'io.metamask' }).catch((e: unknown) => e)
    await vi.waitFor(() => expect(wallet.methods()).toContain('eth_requestAccounts')) // the wallet is asking the user
    expect(config.getState().status).toBe('connecting')
    cancelConnect(config)
    expect(config.getState()).toMatchObject({ status: 'disconnected', connectorId: undefined })
    approve(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    await pending
    // The injected wallet did approve, so the connect action finishes that connection.
    expect(config.getState().status).toBe('connected')
  })

  it('does nothing unless a connection is pending', async () => {
    const config = configWith(createFakeWallet().provider)
    await connect(config, { connector: 'io.metamask' })
    cancelConnect(config)
    expect(config.getState().status).toBe('connected')
  })
})
