// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { createClient, defineChain, encodeFunctionData, http, type Address, type Chain, type Client, type EIP1193Provider, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, type Config } from '../../../lib/core/config'
import { createStorage } from '../../../lib/core/storage'
import { createEmitter } from '../../../lib/core/emitter'
import { UserRejectedRequestError } from '../../../lib/core/errors'
import type { ConnectorEvents, CreateConnectorFn } from '../../../lib/core/types'
import { connect } from '../../../lib/core/actions/connect'
import { call } from '../../../lib/core/actions/call'
import { estimateGas } from '../../../lib/core/actions/estimateGas'
import { getGasPrice } from '../../../lib/core/actions/getGasPrice'
import { ContractRevertedError } from '../../../lib/core/write/errors'
import { PorchProvider } from '../../../lib/react/Provider'
import { useCall } from '../../../lib/react/useCall'
import { useDisconnect, type UseDisconnectReturnType } from '../../../lib/react/useDisconnect'
import { useEstimateGas } from '../../../lib/react/useEstimateGas'
import { useGasPrice } from '../../../lib/react/useGasPrice'
import { useReadContract } from '../../../lib/react/useReadContract'
import { useSwitchChain, type UseSwitchChainReturnType } from '../../../lib/react/useSwitchChain'
import { startAnvil, type AnvilInstance } from '../../../scripts/anvil'
import { memoryBackend } from '../../fixtures/storage'

/**
 * estimateGas, call (with a state override) and getGasPrice against a real anvil, their
 * hooks, useReadContract with an address not known yet, and the wagmi shapes of
 * useSwitchChain and useDisconnect.
 */
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const TO = '0x000000000000000000000000000000000000bEEF' as const
/** A contract whose every call reverts with Error("nope"). */
const REVERTER = '0x00000000000000000000000000000000000ba0ba' as const
const REVERTER_CODE = ('0x7f08c379a0' + '0'.repeat(56) + '600052' + '6020600452' + '6004602452' + '7f6e6f7065' + '0'.repeat(56) + '604452' + '60646000fd') as Hex
/** Code that returns the word 42 to any call: PUSH1 42 PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN. */
const ANSWER_CODE = '0x602a60005260206000f3' as const
const ANSWER_ADDRESS = '0x0000000000000000000000000000000000a45e42' as const
const WORD_42 = `0x${'0'.repeat(62)}2a` as const
const ANSWER_ABI = [{ type: 'function', name: 'answerFor', stateMutability: 'view', inputs: [{ name: 'who', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] }] as const
const POKE_ABI = [{ type: 'function', name: 'poke', inputs: [], outputs: [], stateMutability: 'nonpayable' }] as const

let anvil: AnvilInstance
let node: Client
let config: Config
let chainB: Chain
const rpc = <T,>(method: string, params: unknown[] = []): Promise<T> => node.request({ method, params } as never) as Promise<T>
/** Chains the wallet refuses to switch to (the user says no). */
const refused = new Set<number>()

const testWallet: CreateConnectorFn = () => {
  const emitter = createEmitter<ConnectorEvents>()
  let chainId = 1101
  const provider = {
    request: ({ method, params }: { method: string; params?: unknown }) => rpc(method, (params as unknown[]) ?? []),
    on: () => undefined,
    removeListener: () => undefined,
  } as unknown as EIP1193Provider
  return {
    id: 'test',
    name: 'Test wallet',
    type: 'custom:test',
    emitter,
    connect: async () => ({ accounts: [FROM], chainId }),
    disconnect: async () => undefined,
    getAccounts: async () => [FROM],
    getChainId: async () => chainId,
    getProvider: async () => provider,
    isAuthorized: async () => true,
    switchChain: async (id: number) => {
      if (refused.has(id)) throw new UserRejectedRequestError(new Error('User rejected the request.'))
      chainId = id
    },
  }
}

beforeAll(async () => {
  anvil = await startAnvil()
  node = createClient({ transport: http(anvil.rpcUrl) })
  await rpc('anvil_setCode', [REVERTER, REVERTER_CODE])
  await rpc('anvil_setCode', [ANSWER_ADDRESS, ANSWER_CODE])
  const chain = defineChain({ id: 1101, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  chainB = defineChain({ id: 1102, name: 'Devnet B', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  config = createConfig({ chains: [chain, chainB], appName: 'Test', connectors: [testWallet], storage: createStorage({ backend: memoryBackend() }), pollingInterval: 50 })
  await connect(config, { connector: config.getConnectors()[0]! })
})
afterAll(async () => {
  config?.destroy()
  await anvil?.stop()
})
afterEach(cleanup)

const wrap = (children: React.ReactNode) => (
  <PorchProvider config={config} autoConnect={false} refreshInterval={60_000}>
    {children}
  </PorchProvider>
)

describe('estimateGas, call and getGasPrice against anvil', () => {
  it('estimateGas gives the gas of a transfer from the connected account, and refuses a reverting call with its reason', async () => {
    expect(await estimateGas(config, { to: TO, value: 1n })).toBe(21_000n)
    const data = encodeFunctionData({ abi: POKE_ABI, functionName: 'poke' })
    const error = await estimateGas(config, { to: REVERTER, data }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContractRevertedError)
    expect((error as ContractRevertedError).reason).toBe('nope')
  })

  it('estimateGas and call run against a state override (code placed at the sender)', async () => {
    const empty = '0x00000000000000000000000000000000000e3e17' as Address
    expect((await call(config, { to: empty })).data).toBeUndefined()
    const { data } = await call(config, { account: FROM, to: empty, stateOverride: [{ address: empty, code: ANSWER_CODE }] })
    expect(data).toBe(WORD_42)
    // The reverter's code replaced by the answer: the estimate no longer fails.
    expect(await estimateGas(config, { to: REVERTER, stateOverride: [{ address: REVERTER, code: ANSWER_CODE }] })).toBeGreaterThan(21_000n)
  })

  it('getGasPrice is the node\'s eth_gasPrice', async () => {
    expect(await getGasPrice(config)).toBe(BigInt(await rpc<Hex>('eth_gasPrice')))
  })

  it('useEstimateGas, useCall and useGasPrice read as the actions do', async () => {
    const seen: { gas?: bigint; call?: Hex; price?: bigint; revert?: Error | null } = {}
    function Reads() {
      seen.gas = useEstimateGas({ to: TO, value: 1n }).data
      seen.call = useCall({ to: ANSWER_ADDRESS, data: '0x' }).data?.data
      seen.price = useGasPrice().data
      seen.revert = useEstimateGas({ to: REVERTER }).error
      return null
    }
    const price = BigInt(await rpc<Hex>('eth_gasPrice'))
    render(wrap(<Reads />))
    await waitFor(() => expect(seen).toMatchObject({ gas: 21_000n, call: WORD_42, price }), { timeout: 10_000 })
    await waitFor(() => expect(seen.revert).toBeInstanceOf(ContractRevertedError), { timeout: 10_000 })
  })
})

describe('useReadContract with an address not known yet', () => {
  it('is disabled (pending, not fetching, no error) until the address arrives, then reads', async () => {
    let state: ReturnType<typeof useReadContract<typeof ANSWER_ABI, 'answerFor', readonly [Address]>> | undefined
    function Answer({ address, who }: { address?: Address; who?: Address }) {
      state = useReadContract({ address, abi: ANSWER_ABI, functionName: 'answerFor', args: who ? [who] : undefined })
      return null
    }
    const view = render(wrap(<Answer />))
    await new Promise((r) => setTimeout(r, 100))
    expect(state).toMatchObject({ status: 'pending', isFetching: false, error: null, data: undefined })
    // The address alone is not enough: balanceOf-like reads wait for their arguments too.
    view.rerender(wrap(<Answer address={ANSWER_ADDRESS} />))
    await new Promise((r) => setTimeout(r, 100))
    expect(state).toMatchObject({ status: 'pending', isFetching: false, error: null })
    view.rerender(wrap(<Answer address={ANSWER_ADDRESS} who={FROM} />))
    await waitFor(() => expect(state?.data).toBe(42n), { timeout: 10_000 })
  })
})

describe("useSwitchChain and useDisconnect have wagmi's fields", () => {
  it('useSwitchChain: switchChainAsync resolves with the chain, a refusal is a UserRejectedRequestError in `error`, chains are the config\'s', async () => {
    let hook: UseSwitchChainReturnType | undefined
    function Switcher() {
      hook = useSwitchChain()
      return null
    }
    render(wrap(<Switcher />))
    expect(hook!.chains.map((c) => c.id)).toEqual([1101, 1102])
    expect(hook!.status).toBe('idle')
    let switched: Chain | undefined
    await act(async () => {
      switched = await hook!.switchChainAsync({ chainId: 1102 })
    })
    expect(switched?.id).toBe(1102)
    expect(config.getState().chainId).toBe(1102)
    expect(hook).toMatchObject({ status: 'success', isSuccess: true, variables: { chainId: 1102 } })
    expect(hook!.data?.id).toBe(1102)
    refused.add(1101)
    await act(async () => {
      hook!.switchChain({ chainId: 1101 })
      await new Promise((r) => setTimeout(r, 50))
    })
    expect(hook).toMatchObject({ status: 'error', isError: true })
    expect(hook!.error).toBeInstanceOf(UserRejectedRequestError)
    expect(config.getState().chainId).toBe(1102)
    refused.clear()
    await act(async () => void (await hook!.switchChainAsync({ chainId: 1101 })))
  })

  it('useDisconnect: lists the connected connector, disconnectAsync disconnects and empties it', async () => {
    let hook: UseDisconnectReturnType | undefined
    function Disconnector() {
      hook = useDisconnect()
      return null
    }
    render(wrap(<Disconnector />))
    expect(hook!.connectors.map((c) => c.id)).toEqual(['test'])
    await act(async () => hook!.disconnectAsync())
    expect(config.getState().status).toBe('disconnected')
    expect(hook).toMatchObject({ status: 'success', isSuccess: true, connectors: [] })
    await connect(config, { connector: config.getConnectors()[0]! })
  })
})
