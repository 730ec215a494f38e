/** wagmi's `mock` connector under its name: connect, sign, refuse and disconnect through the kit's actions. */
import { connect, createConfig, createStorage, disconnect, getConnection, mock, signMessage, UserRejectedRequestError } from '@porch/kit'
import { anvilPrivateKeys } from '@porch/kit/testing'
import { defineChain, verifyMessage, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { mock as wagmiMock } from 'wagmi'
import { memoryBackend } from '../fixtures/storage'

const chain = defineChain({ id: 31337, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const me = privateKeyToAccount(anvilPrivateKeys[1]).address

const configWith = (connector: ReturnType<typeof mock>) =>
  createConfig({ chains: [chain], appName: 'Test app', storage: createStorage({ backend: memoryBackend() }), connectors: [connector], multiInjectedProviderDiscovery: false })

describe('mock (wagmi\'s mock connector)', () => {
  it("takes wagmi's accounts (addresses) and boolean features", () => {
    expectTypeOf<Parameters<typeof mock>[0]['accounts']>().toEqualTypeOf<Parameters<typeof wagmiMock>[0]['accounts']>()
    expectTypeOf<{ accounts: [Address]; features: { signMessageError: true; defaultConnected: false } }>().toExtend<Parameters<typeof mock>[0]>()
    expectTypeOf<{ accounts: [Address]; features: { signMessageError: true; defaultConnected: false } }>().toExtend<Parameters<typeof wagmiMock>[0]>()
  })

  it('connects with its account on the config chain, signs with it, and disconnects', async () => {
    const config = configWith(mock({ accounts: [me] }))
    const connector = config.getConnectors()[0]!
    const { accounts, chainId } = await connect(config, { connector })
    expect(accounts).toEqual([me])
    expect(chainId).toBe(31337)
    expect(getConnection(config).status).toBe('connected')

    const signature = await signMessage(config, { message: 'hello' })
    expect(await verifyMessage({ address: me, message: 'hello', signature })).toBe(true)

    await disconnect(config)
    expect(getConnection(config).status).toBe('disconnected')
  })

  it("refuses what its features refuse, with the kit's typed error", async () => {
    const config = configWith(mock({ accounts: [me], features: { signMessageError: true } }))
    await connect(config, { connector: config.getConnectors()[0]! })
    await expect(signMessage(config, { message: 'hello' })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('refuses an address it has no key for, in plain words', () => {
    expect(() => mock({ accounts: ['0x0000000000000000000000000000000000000001'] })).toThrow(
      /mock signs with anvil's development keys, and 0x0000000000000000000000000000000000000001 is not one of their accounts/,
    )
  })
})
