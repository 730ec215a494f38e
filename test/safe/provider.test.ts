import { describe, expect, it, vi } from 'vitest'
import type { Hash } from 'viem'
import { createEmitter } from '../../lib/core/emitter'
import { createStorage } from '../../lib/core/storage'
import type { ConnectorEvents } from '../../lib/core/types'
import { safeConnector } from '../../lib/connectors/safe/connector'
import { createSafeProvider } from '../../lib/connectors/safe/provider'
import { serviceTransactionSource } from '../../lib/connectors/safe/service'
import type { SafeConnectorErrorType } from '../../lib/connectors/safe/errors'
import { SafeHostError, SafeRequestTimeoutError, type SafeMessenger, type SafeTransactionDetails } from '../../lib/core/safe/messaging'
import { toSafeTxProgress } from '../../lib/core/safe/progress'
import { describeError } from '../../lib/core/i18n/describeError'
import { defineChain } from 'viem'
import { memoryBackend } from '../fixtures/storage'

const SAFE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const HASH = `0x${'ab'.repeat(32)}` as Hash
const TX_HASH = `0x${'cd'.repeat(32)}` as Hash

function fakeMessenger(overrides: Partial<SafeMessenger> = {}): SafeMessenger {
  return {
    framed: true,
    request: vi.fn(),
    getSafeInfo: vi.fn(),
    getChainInfo: vi.fn(async () => ({ chainName: 'OP Mainnet', chainId: '10', shortName: 'oeth', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, blockExplorerUriTemplate: { address: '', txHash: '', api: '' } })),
    getEnvironmentInfo: vi.fn(),
    getSafeBalances: vi.fn(),
    sendTransactions: vi.fn(async () => ({ safeTxHash: HASH })),
    getTxBySafeTxHash: vi.fn(),
    signMessage: vi.fn(async () => ({ messageHash: `0x${'01'.repeat(32)}`, signature: '0x5160' })),
    signTypedMessage: vi.fn(async () => ({ messageHash: `0x${'01'.repeat(32)}`, signature: '0x7e1d' })),
    rpcCall: vi.fn(),
    getOffChainSignature: vi.fn(),
    requestAddressBook: vi.fn(),
    getPermissions: vi.fn(),
    requestPermissions: vi.fn(),
    destroy: vi.fn(),
    ...overrides,
  }
}

const details = (txStatus: SafeTransactionDetails['txStatus'], extra: Partial<SafeTransactionDetails> = {}): SafeTransactionDetails => ({
  safeAddress: SAFE,
  txId: 'multisig_x',
  txStatus,
  detailedExecutionInfo: { type: 'MULTISIG', confirmationsRequired: 2, confirmations: [{ signer: { value: SAFE }, submittedAt: 1 }] },
  ...extra,
})

function setup(overrides: Partial<SafeMessenger> = {}, getTransaction = vi.fn(async () => details('AWAITING_CONFIRMATIONS'))) {
  const messenger = fakeMessenger(overrides)
  const rpc = vi.fn(async (method: string) => (method === 'eth_getTransactionReceipt' ? { status: '0x1', transactionHash: TX_HASH } : '0x10'))
  const provider = createSafeProvider({ messenger, safeAddress: SAFE, chainId: 1101, rpc, getTransaction })
  const request = (method: string, params?: unknown[]) => (provider.request as (a: { method: string; params?: unknown[] }) => Promise<unknown>)({ method, params })
  return { messenger, rpc, request, getTransaction }
}

describe('Safe EIP-1193 provider', () => {
  it('the Safe is the account, on its own chain', async () => {
    const { request } = setup()
    expect(await request('eth_accounts')).toEqual([SAFE])
    expect(await request('eth_requestAccounts')).toEqual([SAFE])
    expect(await request('eth_chainId')).toBe('0x44d')
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x44d' }])).toBeNull()
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toMatchObject({ message: 'wallet_switchEthereumChain not implemented', code: 4200 })
  })

  it('eth_sendTransaction is one sendTransactions and returns the safeTxHash', async () => {
    const { request, messenger } = setup()
    expect(await request('eth_sendTransaction', [{ from: SAFE, to: SAFE.toLowerCase(), value: '0x10', data: '0x1234' }])).toBe(HASH)
    expect(messenger.sendTransactions).toHaveBeenCalledWith({ txs: [{ to: SAFE, value: '16', data: '0x1234' }] })
  })

  it('personal_sign and eth_signTypedData_v4 go to signMessage and signTypedMessage', async () => {
    const { request, messenger } = setup()
    expect(await request('personal_sign', ['0x68656c6c6f', SAFE])).toBe('0x5160')
    expect(messenger.signMessage).toHaveBeenCalledWith('0x68656c6c6f')
    const typed = { domain: { name: 'Mango' }, types: { Mail: [{ name: 'a', type: 'string' }] }, primaryType: 'Mail', message: { a: 'x' } }
    expect(await request('eth_signTypedData_v4', [SAFE, JSON.stringify(typed)])).toBe('0x7e1d')
    expect(messenger.signTypedMessage).toHaveBeenCalledWith(typed)
    await expect(request('eth_signTypedData_v4', [SAFE, JSON.stringify({ domain: {} })])).rejects.toThrow('Invalid typed data')
    await expect(request('personal_sign', ['0x00', '0x0000000000000000000000000000000000000001'])).rejects.toThrow('The address or message hash is invalid')
  })

  it('answers wallet_getCapabilities with atomic batching in both shapes', async () => {
    const { request } = setup()
    expect(await request('wallet_getCapabilities', [SAFE])).toEqual({ '0x44d': { atomic: { status: 'supported' }, atomicBatch: { supported: true } } })
  })

  it('wallet_sendCalls is ONE sendTransactions with every call, and returns { id: safeTxHash }', async () => {
    const { request, messenger } = setup()
    const calls = [
      { to: SAFE, data: '0x01', value: '0x0' },
      { to: SAFE, data: '0x02' },
    ]
    expect(await request('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x44d', from: SAFE, atomicRequired: true, calls }])).toEqual({ id: HASH })
    expect(messenger.sendTransactions).toHaveBeenCalledTimes(1)
    expect(messenger.sendTransactions).toHaveBeenCalledWith({ txs: [{ to: SAFE, value: '0', data: '0x01' }, { to: SAFE, value: '0', data: '0x02' }] })
    await expect(request('wallet_sendCalls', [{ chainId: '0x1', calls }])).rejects.toMatchObject({ code: 5710 })
  })

  it('wallet_getCallsStatus follows the Safe: pending while signing, confirmed with the receipt once executed', async () => {
    const getTransaction = vi.fn(async () => details('AWAITING_EXECUTION'))
    const { request, rpc } = setup({}, getTransaction)
    expect(await request('wallet_getCallsStatus', [HASH])).toMatchObject({ id: HASH, status: 100, atomic: true, chainId: '0x44d' })
    expect(rpc).not.toHaveBeenCalled()
    getTransaction.mockResolvedValue(details('SUCCESS', { txHash: TX_HASH }))
    expect(await request('wallet_getCallsStatus', [HASH])).toMatchObject({ status: 200, receipts: [{ transactionHash: TX_HASH }] })
    expect(rpc).toHaveBeenCalledWith('eth_getTransactionReceipt', [TX_HASH])
    getTransaction.mockResolvedValue(details('CANCELLED'))
    expect(await request('wallet_getCallsStatus', [HASH])).toMatchObject({ status: 400 })
  })

  it('reads go through the site RPC; unknown methods are "<method> not implemented"', async () => {
    const { request, rpc, messenger } = setup()
    expect(await request('eth_blockNumber', [])).toBe('0x10')
    expect(await request('eth_call', [{ to: SAFE, data: '0x' }, 'latest'])).toBe('0x10')
    expect(rpc).toHaveBeenCalledWith('eth_call', [{ to: SAFE, data: '0x' }, 'latest'])
    expect(messenger.rpcCall).not.toHaveBeenCalled()
    await expect(request('eth_sign', [SAFE, '0x00'])).rejects.toMatchObject({ message: 'eth_sign not implemented', code: 4200 })
    await expect(request('wallet_addEthereumChain', [{}])).rejects.toThrow('wallet_addEthereumChain not implemented')
  })

  it('a closed Safe prompt is a user rejection; a timeout says (through describeError) what to check', async () => {
    const rejecting = setup({ sendTransactions: vi.fn(async () => Promise.reject(new SafeHostError('Transaction was rejected'))) })
    await expect(rejecting.request('eth_sendTransaction', [{ to: SAFE }])).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    const silent = setup({ sendTransactions: vi.fn(async () => Promise.reject(new SafeRequestTimeoutError('sendTransactions', 600_000))) })
    const error = await silent.request('wallet_sendCalls', [{ calls: [{ to: SAFE }] }]).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'WalletError', cause: { name: 'SafeRequestTimeoutError' } })
    expect(describeError(error)).toBe("Safe{Wallet} did not answer in time. Check your Safe's transaction queue before trying again.")
  })
})

describe('Safe connector', () => {
  const chain = defineChain({ id: 1101, name: 'Polygon zkEVM', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
  const make = (chainId: number, messenger = fakeMessenger(), serviceTransaction?: (c: number, h: Hash) => Promise<SafeTransactionDetails>) =>
    safeConnector({ messenger, info: { safeAddress: SAFE, chainId, owners: [SAFE], threshold: 2, isReadOnly: false } }, { serviceTransaction })({
      chains: [chain],
      emitter: createEmitter<ConnectorEvents>(),
      storage: createStorage({ backend: memoryBackend() }),
      appName: 'Mango',
    })

  it('connects as the Safe on its chain, with no switching', async () => {
    const c = make(1101)
    expect(c.type).toBe('safe')
    expect(await c.connect()).toEqual({ accounts: [SAFE], chainId: 1101 })
    expect(await c.isAuthorized()).toBe(true)
    expect(c.switchChain).toBeUndefined()
  })

  it('a Safe on a chain without a deployment gets a message naming both chains', async () => {
    const c = make(10)
    const error = (await c.connect().catch((e: unknown) => e)) as SafeConnectorErrorType
    expect(error.name).toBe('SafeChainNotSupportedError')
    expect(describeError(error)).toBe('This Safe is on OP Mainnet, but this app works only on Polygon zkEVM. Open it from a Safe on Polygon zkEVM.')
    expect(await c.isAuthorized()).toBe(false)
  })

  it('follows a transaction through the host, falling back to the wallet-service', async () => {
    const messenger = fakeMessenger({ getTxBySafeTxHash: vi.fn(async () => Promise.reject(new SafeRequestTimeoutError('getTxBySafeTxHash', 10_000))) })
    const service = vi.fn(async () => details('SUCCESS', { txHash: TX_HASH }))
    const c = make(1101, messenger, service)
    expect(await c.getSafeTransaction!(HASH)).toEqual({ state: 'executed', txHash: TX_HASH })
    expect(service).toHaveBeenCalledWith(1101, HASH)
  })

  it("reads the Safe's owners and threshold fresh from the host, checked", async () => {
    const owners = ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', '0x90F79bf6EB2c4f870365E785982E1f101E93b906', SAFE]
    const info = { safeAddress: SAFE, chainId: 1101, owners, threshold: 2, isReadOnly: false }
    const c = make(1101, fakeMessenger({ getSafeInfo: vi.fn(async () => info) }))
    expect(await c.getOwners!()).toEqual({ owners: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x90F79bf6EB2c4f870365E785982E1f101E93b906', SAFE], threshold: 2 })
    for (const bad of [{ ...info, threshold: 4 }, { ...info, threshold: 0 }, { ...info, owners: ['0x12'] }, { ...info, owners: [] }]) {
      await expect(make(1101, fakeMessenger({ getSafeInfo: vi.fn(async () => bad) })).getOwners!()).rejects.toThrow(/invalid/)
    }
  })

  it('maps the statuses to honest progress', () => {
    expect(toSafeTxProgress(details('AWAITING_CONFIRMATIONS'))).toEqual({ state: 'awaiting_confirmations', confirmations: 1, required: 2 })
    expect(toSafeTxProgress(details('AWAITING_EXECUTION'))).toEqual({ state: 'awaiting_execution' })
    expect(toSafeTxProgress(details('SUCCESS'))).toEqual({ state: 'awaiting_execution' }) // executed, hash not indexed yet
    expect(toSafeTxProgress(details('SUCCESS', { txHash: TX_HASH }))).toEqual({ state: 'executed', txHash: TX_HASH })
    expect(toSafeTxProgress(details('FAILED', { txHash: TX_HASH }))).toEqual({ state: 'failed', txHash: TX_HASH })
    expect(toSafeTxProgress(details('CANCELLED'))).toEqual({ state: 'cancelled' })
  })
})

describe('wallet-service fallback', () => {
  it('asks /v1/chains/{id} once; a chain the service does not serve (404) degrades to the host', async () => {
    const client = { isChainServed: vi.fn(async () => false), getTransactionDetails: vi.fn() }
    const source = serviceTransactionSource(client as never)
    await expect(source(1101, HASH)).rejects.toThrow('does not serve chain 1101')
    await expect(source(1101, HASH)).rejects.toThrow('does not serve chain 1101')
    expect(client.isChainServed).toHaveBeenCalledTimes(1)
    expect(client.getTransactionDetails).not.toHaveBeenCalled()
  })

  it('a served chain answers from /v1/chains/{id}/transactions/{safeTxHash}', async () => {
    const client = { isChainServed: vi.fn(async () => true), getTransactionDetails: vi.fn(async () => details('AWAITING_EXECUTION')) }
    const source = serviceTransactionSource(client as never)
    expect((await source(137, HASH)).txStatus).toBe('AWAITING_EXECUTION')
    expect(client.getTransactionDetails).toHaveBeenCalledWith(137, HASH)
  })
})
