/**
 * Contract actions: reads, simulation, writes, deployment, events: each action's types against @wagmi/core 3's (through 'wagmi/actions').
 * Where wagmi's type takes the config, both are instantiated on the same two-chain config;
 * `connector` is left out of parameters (it is the kit's Connector, see lib/README). What
 * still differs is pinned as it is, and listed in lib/README's wagmi table.
 */
import { describe, expectTypeOf, it } from 'vitest'
import type * as w from 'wagmi/actions'
import type * as kit from '@porch/kit'
import type { Address, TransactionReceipt, erc20Abi } from 'viem'
import type * as configs from './configs'
import type { wagmiTwoChains } from './configs'

// Declared, not imported: these tests are type-level only, so nothing is loaded at run time.
declare const readContract: typeof kit.readContract
declare const simulateContract: typeof kit.simulateContract
declare const writeContract: typeof kit.writeContract
declare const twoChains: typeof configs.twoChains

declare const token: { readonly address: Address; readonly abi: typeof erc20Abi }
declare const holder: Address
type Contracts = readonly [
  { readonly address: Address; readonly abi: typeof erc20Abi; readonly functionName: 'balanceOf'; readonly args: readonly [Address] },
  { readonly address: Address; readonly abi: typeof erc20Abi; readonly functionName: 'decimals' },
]
type DeployAbi = readonly [{ type: 'constructor', inputs: [{ name: 'owner', type: 'address' }], stateMutability: 'nonpayable' }]

describe('Contract actions: reads, simulation, writes, deployment, events', () => {
  it("readContract: an ERC-20 read is typed from the ABI as wagmi's, chainId one of the config's", () => {
    type Kit = kit.ReadContractParameters<typeof erc20Abi, 'balanceOf', readonly [Address], typeof twoChains>
    type Wagmi = w.ReadContractParameters<typeof erc20Abi, 'balanceOf', readonly [Address], typeof wagmiTwoChains>
    // wagmi's `address` is optional (a deployless read takes `code` instead); the kit's is required
    expectTypeOf<Kit['address']>().toEqualTypeOf<Address>()
    expectTypeOf<Kit['functionName']>().toEqualTypeOf<Wagmi['functionName']>()
    expectTypeOf<Kit['args']>().toEqualTypeOf<Wagmi['args']>()
    expectTypeOf<Kit['chainId']>().toEqualTypeOf<Wagmi['chainId']>()
    expectTypeOf<kit.ReadContractReturnType<typeof erc20Abi, 'balanceOf'>>().toEqualTypeOf<w.ReadContractReturnType<typeof erc20Abi, 'balanceOf'>>()
    expectTypeOf<kit.ReadContractReturnType<typeof erc20Abi, 'symbol'>>().toEqualTypeOf<string>()
    expectTypeOf<kit.ReadContractReturnType>().toEqualTypeOf<w.ReadContractReturnType>()
    const reads = async () => {
      expectTypeOf(await readContract(twoChains, { ...token, functionName: 'balanceOf', args: [holder], chainId: 10 })).toEqualTypeOf<bigint>()
      // @ts-expect-error 137 is not one of the config's chains
      void readContract(twoChains, { ...token, functionName: 'balanceOf', args: [holder], chainId: 137 })
      // @ts-expect-error transfer is not a view function
      void readContract(twoChains, { ...token, functionName: 'transfer', args: [holder, 1n] })
    }
    expectTypeOf(reads).toBeFunction()
  })

  it("readContracts: results typed per contract as wagmi's", () => {
    expectTypeOf<kit.ReadContractsReturnType>().toEqualTypeOf<w.ReadContractsReturnType>()
    expectTypeOf<kit.ReadContractsReturnType<Contracts, false>>().toEqualTypeOf<w.ReadContractsReturnType<Contracts, false>>()
    expectTypeOf<kit.ReadContractsReturnType<Contracts, true>>().toEqualTypeOf<w.ReadContractsReturnType<Contracts, true>>()
  })

  it('multicall', () => {
    expectTypeOf<Omit<kit.MulticallParameters, 'connector'>>().toEqualTypeOf<Omit<w.MulticallParameters, 'connector'>>()
    expectTypeOf<kit.MulticallReturnType>().toEqualTypeOf<w.MulticallReturnType>()
  })

  it("simulateContract: ABI-typed parameters with chainId one of the config's; `result` as wagmi's and a `request` writeContract takes", () => {
    type Kit = kit.SimulateContractParameters<typeof erc20Abi, 'transfer', readonly [Address, bigint], typeof twoChains>
    type Wagmi = w.SimulateContractParameters<typeof erc20Abi, 'transfer', readonly [Address, bigint], typeof wagmiTwoChains>
    expectTypeOf<Kit['address']>().toEqualTypeOf<Wagmi['address']>()
    expectTypeOf<Kit['functionName']>().toEqualTypeOf<Wagmi['functionName']>()
    expectTypeOf<Kit['args']>().toEqualTypeOf<Wagmi['args']>()
    expectTypeOf<Kit['chainId']>().toEqualTypeOf<Wagmi['chainId']>()
    type KitResult = kit.SimulateContractReturnType<typeof erc20Abi, 'transfer', readonly [Address, bigint], typeof twoChains>
    type WagmiResult = w.SimulateContractReturnType<typeof erc20Abi, 'transfer', readonly [Address, bigint], typeof wagmiTwoChains>
    expectTypeOf<KitResult['result']>().toEqualTypeOf<WagmiResult['result']>()
    expectTypeOf<KitResult['request']['chainId']>().toEqualTypeOf<1 | 10>()
    const writes = async () => {
      const { request } = await simulateContract(twoChains, { ...token, functionName: 'transfer', args: [holder, 1n], chainId: 1 })
      void writeContract(twoChains, request)
      // @ts-expect-error 137 is not one of the config's chains
      void simulateContract(twoChains, { ...token, functionName: 'transfer', args: [holder, 1n], chainId: 137 })
    }
    expectTypeOf(writes).toBeFunction()
  })

  it("writeContract: a write written for wagmi compiles, chainId one of the config's; the hash equals wagmi's", () => {
    expectTypeOf<kit.WriteContractReturnType>().toEqualTypeOf<w.WriteContractReturnType>()
    type Kit = kit.WriteContractParameters<typeof erc20Abi, 'transfer', readonly [Address, bigint], typeof twoChains>
    type Wagmi = w.WriteContractParameters<typeof erc20Abi, 'transfer', readonly [Address, bigint], typeof wagmiTwoChains>
    expectTypeOf<Kit['address']>().toEqualTypeOf<Wagmi['address']>()
    expectTypeOf<Kit['functionName']>().toEqualTypeOf<Wagmi['functionName']>()
    expectTypeOf<Kit['args']>().toEqualTypeOf<Wagmi['args']>()
    expectTypeOf<Kit['chainId']>().toEqualTypeOf<Wagmi['chainId']>()
    expectTypeOf<Kit['gas']>().toEqualTypeOf<Wagmi['gas']>()
    const refused = () => {
      // @ts-expect-error 137 is not one of the config's chains
      void writeContract(twoChains, { ...token, functionName: 'transfer', args: [holder, 1n], chainId: 137 })
    }
    expectTypeOf(refused).toBeFunction()
  })

  // wagmi/actions has no writeContractSync (only @wagmi/core's root): pinned against writeContract's and viem's types.
  it("writeContractSync: writeContract's parameters with pollingInterval and timeout; resolves with viem's receipt", () => {
    type Kit = kit.WriteContractSyncParameters<typeof erc20Abi, 'transfer', readonly [Address, bigint], typeof twoChains>
    expectTypeOf<Kit['chainId']>().toEqualTypeOf<1 | 10 | undefined>()
    expectTypeOf<Kit['timeout']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<Omit<kit.WriteContractSyncReturnType, 'chainId' | 'replacement'>>().toEqualTypeOf<TransactionReceipt>()
  })

  it("deployContract: abi, bytecode and constructor args typed from the ABI, chainId one of the config's; the hash equals wagmi's", () => {
    expectTypeOf<kit.DeployContractReturnType>().toEqualTypeOf<w.DeployContractReturnType>()
    type Kit = kit.DeployContractParameters<DeployAbi, typeof twoChains>
    type Wagmi = w.DeployContractParameters<DeployAbi, typeof wagmiTwoChains>
    expectTypeOf<Kit['abi']>().toEqualTypeOf<Wagmi['abi']>()
    expectTypeOf<Kit['bytecode']>().toEqualTypeOf<Wagmi['bytecode']>()
    expectTypeOf<Kit['args']>().toEqualTypeOf<Wagmi['args']>()
    expectTypeOf<Kit['chainId']>().toEqualTypeOf<Wagmi['chainId']>()
  })

  it('getContractEvents', () => {
    expectTypeOf<Omit<kit.GetContractEventsParameters, 'connector'>>().toEqualTypeOf<Omit<w.GetContractEventsParameters, 'connector'>>()
    expectTypeOf<kit.GetContractEventsReturnType>().toEqualTypeOf<w.GetContractEventsReturnType>()
  })

  it('watchContractEvent', () => {
    expectTypeOf<Omit<kit.WatchContractEventParameters, 'connector'>>().toEqualTypeOf<Omit<w.WatchContractEventParameters, 'connector'>>()
    expectTypeOf<kit.WatchContractEventReturnType>().toEqualTypeOf<w.WatchContractEventReturnType>()
  })
})
