/**
 * Type tests (checked by `npm run typecheck`, never run): the kit's connection and client
 * hooks against wagmi 3.7's, without a registered config (test/types/register has the
 * registered one): results as wagmi's for the fields apps read; what differs is pinned and
 * lib/README's "What still differs from wagmi" says why.
 */
import type { Address } from 'viem'
import { expectTypeOf } from 'vitest'
import * as wagmi from 'wagmi'
import * as kit from '@porch/kit/react'
import type { ExtraParameters, ExtraVariables, MissingParameters, MissingVariables } from './compare'

type Ctx = { optimistic: number }

export function ChainIdAndChains() {
  expectTypeOf(kit.useChainId()).toEqualTypeOf(wagmi.useChainId())
  expectTypeOf(kit.useChains()[0].id).toEqualTypeOf(wagmi.useChains()[0].id)
  expectTypeOf<MissingParameters<typeof kit.useChainId, typeof wagmi.useChainId>>().toEqualTypeOf<never>()
  expectTypeOf<MissingParameters<typeof kit.useChains, typeof wagmi.useChains>>().toEqualTypeOf<never>()
}

export function Connection() {
  const k = kit.useConnection()
  const w = wagmi.useConnection()
  expectTypeOf(k.status).toEqualTypeOf(w.status)
  expectTypeOf(k.address).toEqualTypeOf(w.address)
  expectTypeOf(k.addresses).toEqualTypeOf(w.addresses)
  expectTypeOf(k.chainId).toEqualTypeOf(w.chainId)
  expectTypeOf(k.isConnected).toEqualTypeOf(w.isConnected)
  if (k.status === 'connected' && w.status === 'connected') expectTypeOf(k.address).toEqualTypeOf(w.address)
  expectTypeOf(kit.useConnections()[0]!.accounts).toEqualTypeOf(wagmi.useConnections()[0]!.accounts)
  expectTypeOf(kit.useConnections()[0]!.chainId).toEqualTypeOf(wagmi.useConnections()[0]!.chainId)
}

export function ConnectionEffect() {
  const onConnect = (data: { address: Address; chainId: number; isReconnected: boolean }) => void data
  kit.useConnectionEffect({ onConnect, onDisconnect: () => {} })
  wagmi.useConnectionEffect({ onConnect, onDisconnect: () => {} })
  expectTypeOf<MissingParameters<typeof kit.useConnectionEffect, typeof wagmi.useConnectionEffect>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useConnectionEffect, typeof wagmi.useConnectionEffect>>().toEqualTypeOf<never>()
}

export function Connectors() {
  const k = kit.useConnectors()[0]!
  const w = wagmi.useConnectors()[0]!
  expectTypeOf(k.id).toEqualTypeOf(w.id)
  expectTypeOf(k.name).toEqualTypeOf(w.name)
  expectTypeOf(k.type).toExtend<string>()
  expectTypeOf(w.type).toExtend<string>()
  expectTypeOf(k.icon).toEqualTypeOf(w.icon)
}

export function Connect() {
  const k = kit.useConnect({ mutation: { onMutate: () => ({ optimistic: 1 }) } })
  const w = wagmi.useConnect({ mutation: { onMutate: () => ({ optimistic: 1 }) } })
  expectTypeOf(k.context).toEqualTypeOf<Ctx | undefined>()
  expectTypeOf(w.context).toEqualTypeOf<Ctx | undefined>()
  const connector = kit.useConnectors()[0]!
  // Differs: the kit's ConnectResult types `accounts` as a possibly empty list, wagmi's as a non-empty tuple.
  void k.mutateAsync({ connector, chainId: 1 }).then((data) => expectTypeOf(data.accounts).toEqualTypeOf<readonly Address[]>())
  void w.mutateAsync({ connector: wagmi.useConnectors()[0]!, chainId: 1 }).then((data) => expectTypeOf(data.accounts).toEqualTypeOf<readonly [Address, ...Address[]]>())
  // wagmi's `withCapabilities` (EIP-5792 capabilities at connect) is not in the kit's variables.
  expectTypeOf<MissingVariables<typeof kit.useConnect, typeof wagmi.useConnect>>().toExtend<'withCapabilities'>()
  expectTypeOf<ExtraVariables<typeof kit.useConnect, typeof wagmi.useConnect>>().toEqualTypeOf<never>()
}

export function Disconnect() {
  const k = kit.useDisconnect()
  const w = wagmi.useDisconnect()
  k.mutate()
  w.mutate()
  expectTypeOf<MissingVariables<typeof kit.useDisconnect, typeof wagmi.useDisconnect>>().toExtend<'connector'>()
  expectTypeOf<ExtraVariables<typeof kit.useDisconnect, typeof wagmi.useDisconnect>>().toEqualTypeOf<never>()
}

export function Reconnect() {
  const k = kit.useReconnect()
  const w = wagmi.useReconnect()
  void k.mutateAsync().then((data) => expectTypeOf(data[0]!.accounts).toEqualTypeOf<readonly [Address, ...Address[]]>())
  void w.mutateAsync().then((data) => expectTypeOf(data[0]!.accounts).toEqualTypeOf<readonly [Address, ...Address[]]>())
  expectTypeOf<MissingVariables<typeof kit.useReconnect, typeof wagmi.useReconnect>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraVariables<typeof kit.useReconnect, typeof wagmi.useReconnect>>().toEqualTypeOf<never>()
}

export function SwitchChain() {
  const k = kit.useSwitchChain()
  const w = wagmi.useSwitchChain()
  void k.mutateAsync({ chainId: 1 }).then((chain) => expectTypeOf(chain.id).toEqualTypeOf<number>())
  // The whole tree's typecheck sees test/consumer/wagmi3's registered wagmi config: one of its chains.
  void w.mutateAsync({ chainId: wagmi.useChains()[0].id }).then((chain) => expectTypeOf(chain.id).toExtend<number>())
  expectTypeOf<MissingVariables<typeof kit.useSwitchChain, typeof wagmi.useSwitchChain>>().toExtend<'addEthereumChainParameter' | 'connector'>()
  expectTypeOf<ExtraVariables<typeof kit.useSwitchChain, typeof wagmi.useSwitchChain>>().toEqualTypeOf<never>()
}

export function SwitchConnection() {
  const k = kit.useSwitchConnection()
  const w = wagmi.useSwitchConnection()
  void k.mutateAsync({ connector: kit.useConnectors()[0]! }).then((data) => expectTypeOf(data.accounts).toEqualTypeOf<readonly [Address, ...Address[]]>())
  void w.mutateAsync({ connector: wagmi.useConnectors()[0]! }).then((data) => expectTypeOf(data.accounts).toEqualTypeOf<readonly [Address, ...Address[]]>())
  expectTypeOf<MissingVariables<typeof kit.useSwitchConnection, typeof wagmi.useSwitchConnection>>().toEqualTypeOf<never>()
}

export function Clients() {
  expectTypeOf(kit.useClient()?.chain.id).toEqualTypeOf(wagmi.useClient()?.chain.id)
  expectTypeOf(kit.usePublicClient()?.chain.id).toEqualTypeOf(wagmi.usePublicClient()?.chain.id)
  expectTypeOf<MissingParameters<typeof kit.useClient, typeof wagmi.useClient>>().toEqualTypeOf<never>()
  expectTypeOf<MissingParameters<typeof kit.usePublicClient, typeof wagmi.usePublicClient>>().toEqualTypeOf<never>()
  expectTypeOf(kit.useConnectorClient().data?.account.address).toEqualTypeOf(wagmi.useConnectorClient().data?.account.address)
  expectTypeOf(kit.useWalletClient().data?.account.address).toEqualTypeOf(wagmi.useWalletClient().data?.account.address)
  expectTypeOf<MissingParameters<typeof kit.useConnectorClient, typeof wagmi.useConnectorClient>>().toEqualTypeOf<'scopeKey'>()
  // The kit's wallet client is the connected account's, on its chain (no `account`, `assertChainId` or `connector` to pick another).
  expectTypeOf<MissingParameters<typeof kit.useWalletClient, typeof wagmi.useWalletClient>>().toEqualTypeOf<'account' | 'assertChainId' | 'connector' | 'scopeKey'>()
}

export function ConfigHook() {
  expectTypeOf(kit.useConfig().chains[0].id).toEqualTypeOf(wagmi.useConfig().chains[0].id)
}
