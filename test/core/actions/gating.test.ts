import { defineChain, stringToHex, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../../../lib/core/config'
import { createStorage } from '../../../lib/core/storage'
import { createEmitter } from '../../../lib/core/emitter'
import type { ConnectorEvents, CreateConnectorFn } from '../../../lib/core/types'
import { getWalletClient } from '../../../lib/core/actions/getWalletClient'
import { sendTransaction } from '../../../lib/core/actions/sendTransaction'
import { writeContract } from '../../../lib/core/actions/writeContract'
import { sendCalls } from '../../../lib/core/actions/sendCalls'
import { signTypedData } from '../../../lib/core/actions/signTypedData'
import { signMessage } from '../../../lib/core/actions/signMessage'
import { ConnectorNotConnectedError, UserRejectedRequestError } from '../../../lib/core/errors'
import { ConnectorChainMismatchError, SignInRequiredError } from '../../../lib/core/callErrors'
import { ContractRevertedError } from '../../../lib/core/write/errors'
import { describeError } from '../../../lib/core/i18n/describeError'
import { createFakeWallet } from '../../fixtures/wallet'
import { memoryBackend } from '../../fixtures/storage'
import { ACCOUNT } from '../../fixtures/chain'

const chain = defineChain({ id: 1101, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })

function setup(status: 'connected' | 'unauthenticated' | 'disconnected') {
  const wallet = createFakeWallet()
  const connector: CreateConnectorFn = () => ({
    id: 'fake',
    name: 'Fake',
    type: 'custom:fake',
    emitter: createEmitter<ConnectorEvents>(),
    connect: async () => ({ accounts: [ACCOUNT], chainId: 1101 }),
    disconnect: async () => undefined,
    getAccounts: async () => [ACCOUNT],
    getChainId: async () => 1101,
    getProvider: async () => wallet.provider as never,
    isAuthorized: async () => true,
  })
  const config = createConfig({ chains: [chain, { ...chain, id: 1102, name: 'Other' }], appName: 'Test', connectors: [connector], storage: createStorage({ backend: memoryBackend() }) })
  if (status !== 'disconnected') config.store.setState((s) => ({ ...s, status, accounts: [ACCOUNT], chainId: 1101, connectorId: 'fake' }))
  return { config, wallet }
}

const ABI = [{ type: 'function', name: 'poke', inputs: [], outputs: [], stateMutability: 'nonpayable' }] as const
const TYPED = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'hi' } } as const

describe('sign-in gating', () => {
  it('every write refuses with SignInRequiredError while sign-in is pending, and the wallet is not asked', async () => {
    const { config, wallet } = setup('unauthenticated')
    const writes = [
      getWalletClient(config),
      sendTransaction(config, { to: ACCOUNT, value: 1n }),
      writeContract(config, { address: ACCOUNT, abi: ABI, functionName: 'poke' }),
      sendCalls(config, { calls: [{ to: ACCOUNT, data: '0x' }] }),
      signTypedData(config, TYPED),
    ]
    for (const write of writes) {
      const error = await write.catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SignInRequiredError)
      expect(describeError(error)).toBe('Sign in to continue.')
    }
    expect(wallet.calls).toEqual([])
    config.destroy()
  })

  it('signMessage is not gated: sign-in itself signs a message', async () => {
    const { config, wallet } = setup('unauthenticated')
    wallet.on('personal_sign', () => '0xsigned')
    await expect(signMessage(config, { message: 'hello' })).resolves.toBe('0xsigned')
    config.destroy()
  })

  it('signMessage sends the message hex-encoded exactly as viem encodes it (UTF-8 text, raw bytes, raw hex)', async () => {
    const { config, wallet } = setup('connected')
    wallet.on('personal_sign', () => '0xsigned')
    const text = 'Sign in: héllo 🍋\nnonce 0x00ff'
    const bytes = new Uint8Array([0, 1, 15, 16, 127, 128, 254, 255])
    await signMessage(config, { message: text })
    await signMessage(config, { message: { raw: bytes } })
    await signMessage(config, { message: { raw: '0xdeadbeef' } })
    expect(wallet.requests('personal_sign').map((c) => (c.params as unknown[])[0])).toEqual([stringToHex(text), toHex(bytes), '0xdeadbeef'])
    config.destroy()
  })

  it('disconnected is still "No wallet is connected"; a write for another chain is a ConnectorChainMismatchError', async () => {
    const off = setup('disconnected')
    await expect(sendTransaction(off.config, { to: ACCOUNT })).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    off.config.store.setState((s) => ({ ...s, status: 'connected', accounts: [ACCOUNT], chainId: 1101, connectorId: 'fake' }))
    const error = await getWalletClient(off.config, { chainId: 1102 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorChainMismatchError)
    expect(describeError(error)).toBe('Your wallet is on another network. Switch to 1102 and try again.')
    off.config.destroy()
  })
})

describe('describeError', () => {
  it('says one plain sentence per typed error, walking causes', () => {
    expect(describeError(new SignInRequiredError())).toBe('Sign in to continue.')
    expect(describeError(new UserRejectedRequestError(new Error('User rejected the request.')))).toBe('You rejected the request in your wallet.')
    expect(describeError(new ContractRevertedError('Not enough MANGO'))).toBe('The transaction would fail: Not enough MANGO.')
    expect(describeError(new ContractRevertedError(undefined))).toBe('The transaction would fail, so it was not sent.')
    expect(describeError(new ConnectorChainMismatchError({ connectionChainId: 10, connectorChainId: 1 }), 'en', { chainName: () => 'Optimism' })).toBe('Your wallet is on another network. Switch to Optimism and try again.')
    expect(describeError(new Error('wrapped', { cause: new SignInRequiredError() }))).toBe('Sign in to continue.')
    expect(describeError(new Error('RPC dump {"jsonrpc"...}'))).toBe('Something went wrong. Please try again.')
  })
})
