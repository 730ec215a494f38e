/**
 * wagmi 3's documentation examples of the connection hooks, with only the import path
 * changed ('wagmi' -> '@porch/kit/react'): they must type-check (tsc includes test/). The
 * wagmi 2 names (useAccount, useAccountEffect, useSwitchAccount, the named mutate pairs) are
 * the deprecated aliases wagmi 3 keeps. Where wagmi's example passes a connector factory
 * (`connect({ connector: injected() })`), the kit takes one of the config's connectors.
 */
import { useEffect } from 'react'
import type { Address, Chain, Client, Transport } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expectTypeOf, it } from 'vitest'
import {
  useAccount,
  useAccountEffect,
  useChainId,
  useChains,
  useClient,
  useConfig,
  useConnect,
  useConnection,
  useConnectionEffect,
  useConnections,
  useConnectorClient,
  useConnectors,
  useReconnect,
  useSwitchAccount,
  useSwitchConnection,
  type Connection,
  type Connector,
} from '@porch/kit/react'
import { getConnection, getConnections, getConnectorClient, getClient, switchConnection, watchClient, watchConnection, watchConnections, type Config } from '@porch/kit'

// useConnection
export function ConnectionApp() {
  const connection = useConnection()
  return <p>{connection.address}</p>
}

// useConnections
export function ConnectionsApp() {
  const connections = useConnections()
  return <p>{connections.length}</p>
}

// useConnect (wagmi 3: the mutation's own names)
export function ConnectApp() {
  const connect = useConnect()
  const connectors = useConnectors()
  return (
    <div>
      {connectors.map((connector) => (
        <button key={connector.id} onClick={() => connect.mutate({ connector })}>
          {connector.name}
        </button>
      ))}
      {connect.status === 'error' && <p>{connect.error?.message}</p>}
    </div>
  )
}

// useConnect with a chain, awaited
export function ConnectAsyncApp() {
  const connect = useConnect()
  const connectors = useConnectors()
  return (
    <button
      onClick={async () => {
        const { accounts, chainId } = await connect.mutateAsync({ connector: connectors[0]!, chainId: mainnet.id })
        console.log(accounts[0], chainId)
      }}
    >
      Connect
    </button>
  )
}

// useConnect, wagmi 2's names
export function ConnectV2App() {
  const { connectors, connect } = useConnect()
  return (
    <div>
      {connectors.map((connector) => (
        <button key={connector.id} onClick={() => connect({ connector })}>
          {connector.name}
        </button>
      ))}
    </div>
  )
}

// useReconnect
export function ReconnectApp() {
  const reconnect = useReconnect()
  useEffect(() => {
    reconnect.mutate()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}

// useReconnect with connectors, wagmi 2's names
export function ReconnectV2App() {
  const { reconnect, connectors } = useReconnect()
  useEffect(() => {
    reconnect({ connectors })
  }, [reconnect, connectors])
  return null
}

// useConnectionEffect
export function ConnectionEffectApp() {
  useConnectionEffect({
    onConnect(data) {
      console.log('Connected!', data)
    },
    onDisconnect() {
      console.log('Disconnected!')
    },
  })
  return null
}

// useAccountEffect (deprecated name)
export function AccountEffectApp() {
  useAccountEffect({
    onConnect(data) {
      console.log('Connected!', data.address, data.isReconnected)
    },
  })
  return null
}

// useSwitchConnection
export function SwitchConnectionApp() {
  const switchConnection = useSwitchConnection()
  const connections = useConnections()
  return (
    <div>
      {connections.map((connection) => (
        <button key={connection.connector.id} onClick={() => switchConnection.mutate({ connector: connection.connector })}>
          {connection.connector.name}
        </button>
      ))}
    </div>
  )
}

// useSwitchAccount (deprecated name)
export function SwitchAccountApp() {
  const { connectors, switchAccount } = useSwitchAccount()
  return (
    <div>
      {connectors.map((connector) => (
        <button key={connector.id} onClick={() => switchAccount({ connector })}>
          {connector.name}
        </button>
      ))}
    </div>
  )
}

// useAccount (deprecated name)
export function AccountApp() {
  const { address, connector, isConnected } = useAccount()
  return <p>{[address, connector?.name, isConnected].join(' ')}</p>
}

// useConnectorClient
export function ConnectorClientApp() {
  const result = useConnectorClient()
  const onMainnet = useConnectorClient({ chainId: mainnet.id })
  return <p>{[result.data?.account.address, onMainnet.isPending].join(' ')}</p>
}

// useClient
export function ClientApp() {
  const client = useClient()
  const onMainnet = useClient({ chainId: mainnet.id })
  return <p>{[client?.chain?.name, onMainnet?.uid].join(' ')}</p>
}

// useConfig, useChainId, useChains
export function ConfigApp() {
  const config = useConfig()
  const chainId = useChainId()
  const chains = useChains()
  const same = useChainId({ config })
  return <p>{[config.chains.length, chainId, chains[0].name, same].join(' ')}</p>
}

describe('the connection types', () => {
  it('useConnection narrows on status, as wagmi 3', () => {
    function Narrowed() {
      const connection = useConnection()
      if (connection.status === 'connected') {
        expectTypeOf(connection.address).toEqualTypeOf<Address>()
        expectTypeOf(connection.addresses).toEqualTypeOf<readonly [Address, ...Address[]]>()
        expectTypeOf(connection.connector).toEqualTypeOf<Connector>()
        expectTypeOf(connection.chainId).toEqualTypeOf<number>()
      }
      if (connection.status === 'disconnected') expectTypeOf(connection.address).toEqualTypeOf<undefined>()
      return null
    }
    expectTypeOf(Narrowed).toBeFunction()
    expectTypeOf(useConnections).returns.toEqualTypeOf<Connection[]>()
    expectTypeOf(useClient<Config>).returns.toExtend<Client<Transport, Chain> | undefined>()
  })

  it('the actions take the config first, as @wagmi/core', () => {
    expectTypeOf(getConnection).parameter(0).toEqualTypeOf<Config>()
    expectTypeOf(getConnections).returns.toEqualTypeOf<Connection[]>()
    expectTypeOf(switchConnection).returns.resolves.toEqualTypeOf<{ accounts: readonly [Address, ...Address[]]; chainId: number }>()
    expectTypeOf(getConnectorClient).returns.resolves.toHaveProperty('account')
    expectTypeOf(getClient<Config, number>).returns.toExtend<Client<Transport, Chain> | undefined>()
    expectTypeOf(watchConnection).returns.toEqualTypeOf<() => void>()
    expectTypeOf(watchConnections).returns.toEqualTypeOf<() => void>()
    expectTypeOf(watchClient).returns.toEqualTypeOf<() => void>()
  })
})
