import type { Address } from 'viem'
import type { Config } from '../config'
import { ConnectorNotConnectedError } from '../errors'
import { SignInRequiredError } from '../callErrors'

type Request = (args: { method: string; params?: unknown }) => Promise<unknown>

/**
 * The active wallet's provider, its account and chain; EIP-5792 methods go straight to it.
 * `write`: refuse with SignInRequiredError while the app's sign-in is not done.
 */
export async function activeWallet(config: Config, write = false): Promise<{ request: Request; account: Address; chainId: number; connectorId: string }> {
  const { status, connectorId, accounts, chainId } = config.getState()
  const connector = connectorId ? config.getConnector(connectorId) : undefined
  const account = accounts[0]
  if (write && status === 'unauthenticated' && connector && account) throw new SignInRequiredError()
  if (status !== 'connected' || !connector || !account || chainId === undefined || !connectorId) throw new ConnectorNotConnectedError()
  const provider = await connector.getProvider()
  // viem's EIP1193Provider types `request` by its schema; EIP-5792 methods are sent as is.
  const request = provider.request.bind(provider) as unknown as Request
  return { request, account, chainId, connectorId }
}
