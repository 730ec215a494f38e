import { useConnect, useConnection, useConnections, useConnectors, useDisconnect } from 'wagmi'
import { errorText } from './errors'

/** wagmi 3.1's connect list: the connectors, `connect.mutate({ connector })`, the connection, disconnect. */
export function Connect() {
  const connectors = useConnectors()
  const connect = useConnect()
  const connection = useConnection()
  const connections = useConnections()
  const disconnect = useDisconnect()

  return (
    <section aria-label="Connection">
      <h2>Connection</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{connection.status}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{connection.address ?? ''}</dd>
        <dt>Chain of the connection</dt>
        <dd data-testid="connection-chain">{connection.chainId ?? ''}</dd>
        <dt>Connector</dt>
        <dd data-testid="connector">{connection.connector?.name ?? ''}</dd>
        <dt>Connections</dt>
        <dd data-testid="connections">{connections.length}</dd>
      </dl>
      {connection.status === 'connected' ? (
        <button type="button" onClick={() => disconnect.mutate()}>
          Disconnect
        </button>
      ) : (
        <ul aria-label="Wallets">
          {connectors.map((connector) => (
            <li key={connector.uid}>
              <button type="button" onClick={() => connect.mutate({ connector })} disabled={connect.isPending}>
                {connector.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="alert" data-testid="connect-error">
        {errorText(connect.error)}
      </p>
    </section>
  )
}
