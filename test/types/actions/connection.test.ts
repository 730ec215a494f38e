/**
 * Connection, chains, connectors and clients: each action's types against @wagmi/core 3's (through 'wagmi/actions').
 * Where wagmi's type takes the config, both are instantiated on the same two-chain config;
 * `connector` is left out of parameters (it is the kit's Connector, see lib/README). What
 * still differs is pinned as it is, and listed in lib/README's wagmi table.
 */
import { describe, expectTypeOf, it } from 'vitest'
import type * as w from 'wagmi/actions'
import type * as kit from '@porch/kit'
import type { Address } from 'viem'
import type { optimism } from 'viem/chains'
import type * as configs from './configs'
import type { wagmiTwoChains } from './configs'

// Declared, not imported: these tests are type-level only, so nothing is loaded at run time.
declare const connect: typeof kit.connect
declare const switchChain: typeof kit.switchChain
declare const watchChainId: typeof kit.watchChainId
declare const twoChains: typeof configs.twoChains

describe('Connection, chains, connectors and clients', () => {
  it("connect: chainId one of the config's, the connector the kit's (or its id); the result equals wagmi's (without withCapabilities)", () => {
    expectTypeOf<kit.ConnectReturnType<typeof twoChains>>().toEqualTypeOf<w.ConnectReturnType<typeof wagmiTwoChains>>()
    expectTypeOf<kit.ConnectParameters<typeof twoChains>['chainId']>().toEqualTypeOf<w.ConnectParameters<typeof wagmiTwoChains>['chainId']>()
    expectTypeOf<kit.ConnectParameters['connector']>().toEqualTypeOf<kit.Connector | string>()
    const refused = (connector: kit.Connector) => {
      // @ts-expect-error 137 is not one of the config's chains
      void connect(twoChains, { connector, chainId: 137 })
    }
    expectTypeOf(refused).toBeFunction()
  })

  it('disconnect', () => {
    expectTypeOf<Omit<kit.DisconnectParameters, 'connector'>>().toEqualTypeOf<Omit<w.DisconnectParameters, 'connector'>>()
    expectTypeOf<kit.DisconnectReturnType>().toEqualTypeOf<w.DisconnectReturnType>()
  })

  it("reconnect: wagmi's `connectors` (the kit's connectors or their ids); resolves whether the last wallet came back (wagmi: the connections)", () => {
    expectTypeOf<kit.ReconnectParameters['connectors']>().toEqualTypeOf<readonly (kit.Connector | string)[] | undefined>()
    expectTypeOf<kit.ReconnectReturnType>().toEqualTypeOf<boolean>()
  })

  it("switchChain: chainId one of the config's and `connector` as wagmi's; resolves with the config's chain object, as wagmi", () => {
    expectTypeOf<kit.SwitchChainReturnType<typeof twoChains>>().toEqualTypeOf<w.SwitchChainReturnType<typeof wagmiTwoChains>>()
    expectTypeOf<kit.SwitchChainReturnType<typeof twoChains, 10>>().toEqualTypeOf<w.SwitchChainReturnType<typeof wagmiTwoChains, 10>>()
    expectTypeOf<Omit<kit.SwitchChainParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.SwitchChainParameters<typeof wagmiTwoChains>, 'connector' | 'addEthereumChainParameter'>>()
    expectTypeOf<kit.SwitchChainParameters>().toHaveProperty('connector')
    const switched = async () => {
      expectTypeOf(await switchChain(twoChains, { chainId: 10 })).toEqualTypeOf<typeof optimism>()
      // @ts-expect-error 137 is not one of the config's chains
      void switchChain(twoChains, { chainId: 137 })
    }
    expectTypeOf(switched).toBeFunction()
  })

  it('switchConnection', () => {
    expectTypeOf<Omit<kit.SwitchConnectionParameters, 'connector'>>().toEqualTypeOf<Omit<w.SwitchConnectionParameters, 'connector'>>()
  })

  it("getConnection: wagmi 3's connection fields and statuses (chain a plain Chain), with the kit's isUnsupported and error", () => {
    type Kit = kit.GetConnectionReturnType
    type Wagmi = w.GetConnectionReturnType<typeof wagmiTwoChains>
    expectTypeOf<Kit['status']>().toEqualTypeOf<Wagmi['status']>()
    expectTypeOf<Kit['address']>().toEqualTypeOf<Wagmi['address']>()
    expectTypeOf<Kit['isConnected']>().toEqualTypeOf<Wagmi['isConnected']>()
    expectTypeOf<Extract<Kit, { status: 'connected' }>['addresses']>().toEqualTypeOf<Extract<Wagmi, { status: 'connected' }>['addresses']>()
    expectTypeOf<Kit['isUnsupported']>().toEqualTypeOf<boolean>()
  })

  it("getConnections: accounts and chainId as wagmi's; the connector is the kit's", () => {
    type Kit = kit.GetConnectionsReturnType[number]
    type Wagmi = w.GetConnectionsReturnType[number]
    expectTypeOf<Kit['accounts']>().toEqualTypeOf<Wagmi['accounts']>()
    expectTypeOf<Kit['chainId']>().toEqualTypeOf<Wagmi['chainId']>()
    expectTypeOf<Kit['connector']>().toEqualTypeOf<kit.Connector>()
  })

  it("watchConnection: onChange gets the connection and the previous one (getConnection's), as wagmi's", () => {
    expectTypeOf<kit.WatchConnectionReturnType>().toEqualTypeOf<w.WatchConnectionReturnType>()
    expectTypeOf<Parameters<kit.WatchConnectionParameters['onChange']>[0]['status']>().toEqualTypeOf<Parameters<w.WatchConnectionParameters<typeof wagmiTwoChains>['onChange']>[0]['status']>()
  })

  it("watchConnections: onChange gets the connections and the previous ones, as wagmi's", () => {
    expectTypeOf<kit.WatchConnectionsReturnType>().toEqualTypeOf<w.WatchConnectionsReturnType>()
    expectTypeOf<Parameters<kit.WatchConnectionsParameters['onChange']>[0][number]['accounts']>().toEqualTypeOf<Parameters<w.WatchConnectionsParameters['onChange']>[0][number]['accounts']>()
  })

  it("getConnectors: the kit's connectors, each with wagmi's id, uid, name, type and icon", () => {
    type Kit = kit.GetConnectorsReturnType[number]
    type Wagmi = w.GetConnectorsReturnType<typeof wagmiTwoChains>[number]
    expectTypeOf<Kit['id']>().toEqualTypeOf<Wagmi['id']>()
    expectTypeOf<Kit['uid']>().toEqualTypeOf<Wagmi['uid']>()
    expectTypeOf<Kit['name']>().toEqualTypeOf<Wagmi['name']>()
    expectTypeOf<kit.GetConnectorsReturnType>().toEqualTypeOf<readonly kit.Connector[]>()
  })

  it("watchConnectors: onChange gets the new and previous lists (of the kit's connectors), as wagmi's", () => {
    expectTypeOf<kit.WatchConnectorsReturnType>().toEqualTypeOf<w.WatchConnectorsReturnType>()
    expectTypeOf<Parameters<kit.WatchConnectorsParameters['onChange']>>().toEqualTypeOf<[readonly kit.Connector[], readonly kit.Connector[]]>()
  })

  it('getChainId', () => {
    expectTypeOf<kit.GetChainIdReturnType<typeof twoChains>>().toEqualTypeOf<w.GetChainIdReturnType<typeof wagmiTwoChains>>()
  })

  it("watchChainId: onChange gets the config's ids, as wagmi's", () => {
    expectTypeOf<kit.WatchChainIdParameters<typeof twoChains>>().toEqualTypeOf<w.WatchChainIdParameters<typeof wagmiTwoChains>>()
    expectTypeOf<kit.WatchChainIdReturnType>().toEqualTypeOf<w.WatchChainIdReturnType>()
    const watch = () => watchChainId(twoChains, { onChange: (chainId, prev) => expectTypeOf([chainId, prev]).toEqualTypeOf<(1 | 10)[]>() })
    expectTypeOf(watch).toBeFunction()
  })

  it('getChains', () => {
    expectTypeOf<kit.GetChainsReturnType<typeof twoChains>>().toEqualTypeOf<w.GetChainsReturnType<typeof wagmiTwoChains>>()
  })

  it('getClient', () => {
    expectTypeOf<Omit<kit.GetClientParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.GetClientParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.GetClientReturnType<typeof twoChains>>().toEqualTypeOf<w.GetClientReturnType<typeof wagmiTwoChains>>()
  })

  it("getPublicClient: getClient under wagmi's name (a bare viem Client with its chain and transport, not a PublicClient with methods)", () => {
    expectTypeOf<kit.GetPublicClientParameters<typeof twoChains>>().toEqualTypeOf<w.GetPublicClientParameters<typeof wagmiTwoChains>>()
    expectTypeOf<kit.GetPublicClientReturnType<typeof twoChains, 10>['chain']>().toEqualTypeOf<w.GetPublicClientReturnType<typeof wagmiTwoChains, 10>['chain']>()
    expectTypeOf<kit.GetPublicClientReturnType<typeof twoChains, 10>['transport']['type']>().toEqualTypeOf<w.GetPublicClientReturnType<typeof wagmiTwoChains, 10>['transport']['type']>()
    expectTypeOf<kit.GetPublicClientReturnType<typeof twoChains, 10>>().not.toHaveProperty('getBlockNumber')
  })

  it("watchClient: onChange gets the current chain's client and the previous one", () => {
    expectTypeOf<kit.WatchClientReturnType>().toEqualTypeOf<w.WatchClientReturnType>()
    expectTypeOf<Parameters<kit.WatchClientParameters['onChange']>[0]>().toEqualTypeOf<kit.GetClientReturnType>()
  })

  it('watchPublicClient', () => {
    expectTypeOf<kit.WatchPublicClientReturnType>().toEqualTypeOf<w.WatchPublicClientReturnType>()
  })

  it("getWalletClient: chainId one of the config's; a viem WalletClient for the connected account", () => {
    // Stricter than wagmi, whose GetWalletClientParameters drops the config (any number passes).
    expectTypeOf<kit.GetWalletClientParameters<typeof twoChains>['chainId']>().toEqualTypeOf<1 | 10 | undefined>()
    expectTypeOf<1 | 10 | undefined>().toExtend<w.GetWalletClientParameters<typeof wagmiTwoChains>['chainId']>()
    expectTypeOf<kit.GetWalletClientReturnType['account']['address']>().toEqualTypeOf<Address>()
    expectTypeOf<kit.GetWalletClientReturnType>().toHaveProperty('sendTransaction')
  })

  it('getConnectorClient', () => {
    expectTypeOf<Omit<kit.GetConnectorClientParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.GetConnectorClientParameters<typeof wagmiTwoChains>, 'connector'>>()
  })
})
