import { describe, expect, it } from 'vitest'
import { connect } from '../../lib/core/actions/connect'
import { switchChain } from '../../lib/core/actions/switchChain'
import { ResourceUnavailableError, UserRejectedRequestError } from '../../lib/core/errors'
import { SwitchChainError, SwitchChainNotSupportedError } from '../../lib/core/callErrors'
import { configWith } from '../core/setup'
import { describeError } from '../../lib/core/i18n/describeError'
import { createFakeWallet, rpcError } from '../fixtures/wallet'

async function connected(init?: Parameters<typeof createFakeWallet>[0]) {
  const wallet = createFakeWallet(init)
  const config = configWith(wallet.provider)
  await connect(config, { connector: 'io.metamask' })
  return { wallet, config }
}

describe('injected connector events', () => {
  it('accountsChanged to an empty list disconnects', async () => {
    const { wallet, config } = await connected()
    wallet.emit('accountsChanged', [])
    expect(config.getState().status).toBe('disconnected')
  })

  it('accountsChanged to another account updates the store', async () => {
    const { wallet, config } = await connected()
    wallet.emit('accountsChanged', ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'])
    expect(config.getState().accounts[0]).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    expect(config.getState().status).toBe('connected')
  })

  it('chainChanged to an unsupported chain keeps the connection and flags it', async () => {
    const { wallet, config } = await connected()
    wallet.emit('chainChanged', '0x1')
    expect(config.getState()).toMatchObject({ status: 'connected', chainId: 1 })
    expect(config.isChainSupported(config.getState().chainId)).toBe(false)
  })

  it('ignores disconnect code 1013 while an account still exists', async () => {
    const { wallet, config } = await connected()
    await wallet.emit('disconnect', { code: 1013, message: 'Try again later' })
    expect(config.getState().status).toBe('connected')
  })

  it('honours disconnect code 1013 when no account is left', async () => {
    const { wallet, config } = await connected()
    wallet.setAccounts([])
    await wallet.emit('disconnect', { code: 1013, message: 'Try again later' })
    expect(config.getState().status).toBe('disconnected')
  })

  it('any other disconnect event disconnects', async () => {
    const { wallet, config } = await connected()
    await wallet.emit('disconnect', { code: 4900, message: 'Disconnected' })
    expect(config.getState().status).toBe('disconnected')
  })

  it('removes its listeners on disconnect (no leaks across connects)', async () => {
    const { wallet, config } = await connected()
    expect(wallet.listenerCount()).toBe(3)
    await config.getConnector('io.metamask')!.disconnect()
    expect(wallet.listenerCount()).toBe(0)
  })
})

describe('injected connector errors', () => {
  it.each([
    ['code 4001', rpcError(4001, 'Request rejected')],
    ["message 'user rejected'", new Error('MetaMask Tx Signature: User rejected the request.')],
    ["message 'user closed modal'", new Error('User closed modal')],
  ])('%s is a user rejection', async (_, error) => {
    const wallet = createFakeWallet()
    wallet.on('eth_requestAccounts', () => {
      throw error
    })
    await expect(connect(configWith(wallet.provider), { connector: 'io.metamask' })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
  })

  it('empty accounts from eth_requestAccounts is a user rejection', async () => {
    const wallet = createFakeWallet()
    wallet.on('eth_requestAccounts', () => [])
    await expect(connect(configWith(wallet.provider), { connector: 'io.metamask' })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('-32002 (request already pending) is a resource-unavailable error', async () => {
    const wallet = createFakeWallet()
    wallet.on('eth_requestAccounts', () => {
      throw rpcError(-32002, "Request of type 'wallet_requestPermissions' already pending")
    })
    const err = await connect(configWith(wallet.provider), { connector: 'io.metamask' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ResourceUnavailableError)
    expect(describeError(err)).toBe('Your wallet already has a pending request. Open your wallet to finish it.')
  })

  it('a missing provider says the wallet is not installed', async () => {
    const config = configWith(undefined as never)
    await expect(connect(config, { connector: 'io.metamask' })).rejects.toThrow('MetaMask is not installed.')
  })

  it('4902 adds the chain with its details, then switches', async () => {
    const { wallet, config } = await connected({ chainId: 1 })
    let known = false
    wallet.on('wallet_switchEthereumChain', (p) => {
      if (!known) throw rpcError(4902, 'Unrecognized chain ID "0x44d".')
      wallet.setChain(Number.parseInt((p[0] as { chainId: string }).chainId, 16))
      return null
    })
    wallet.on('wallet_addEthereumChain', () => {
      known = true
      return null
    })
    await switchChain(config, { chainId: 1101 })
    const add = wallet.calls.find((c) => c.method === 'wallet_addEthereumChain')
    expect((add?.params as unknown[])[0]).toEqual({
      chainId: '0x44d',
      chainName: 'Polygon zkEVM',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:1'],
      blockExplorerUrls: ['https://zkevm.polygonscan.com'],
    })
    expect(wallet.methods().filter((m) => m === 'wallet_switchEthereumChain')).toHaveLength(2)
    expect(config.getState().chainId).toBe(1101)
  })

  it('4902 nested in data.originalError (MetaMask mobile) also adds the chain', async () => {
    const { wallet, config } = await connected({ chainId: 1 })
    wallet.on('wallet_switchEthereumChain', () => {
      throw rpcError(-32603, 'Internal error', { originalError: { code: 4902 } })
    })
    wallet.on('wallet_addEthereumChain', () => {
      wallet.setChain(1101) // this wallet switches as part of adding
      return null
    })
    await switchChain(config, { chainId: 1101 })
    expect(wallet.methods()).toContain('wallet_addEthereumChain')
    expect(config.getState().chainId).toBe(1101)
  })

  it('a rejection after adding the chain is an error', async () => {
    const { wallet, config } = await connected({ chainId: 1 })
    let added = false
    wallet.on('wallet_switchEthereumChain', () => {
      if (!added) throw rpcError(4902, 'Unrecognized chain')
      throw rpcError(4001, 'User rejected the request.')
    })
    wallet.on('wallet_addEthereumChain', () => {
      added = true
      return null
    })
    const err = await switchChain(config, { chainId: 1101 }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(SwitchChainError)
    expect((err as SwitchChainError).details).toBe('Polygon zkEVM was added to the wallet, but the switch to it was declined.')
    expect(config.getState().chainId).toBe(1)
  })

  it('a wallet without wallet_switchEthereumChain gets the not-supported sentence', async () => {
    const { wallet, config } = await connected({ chainId: 1 })
    wallet.on('wallet_switchEthereumChain', () => {
      throw rpcError(4200, 'The requested method is not supported')
    })
    const err = await switchChain(config, { chainId: 1101 }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(SwitchChainNotSupportedError)
    expect(describeError(err)).toBe('Your wallet cannot switch networks from this app. Switch networks in your wallet instead.')
  })

  it('other switch failures are SwitchChainErrors', async () => {
    const { wallet, config } = await connected({ chainId: 1 })
    wallet.on('wallet_switchEthereumChain', () => {
      throw rpcError(-32603, 'Internal error')
    })
    await expect(switchChain(config, { chainId: 1101 })).rejects.toBeInstanceOf(SwitchChainError)
  })
})
