import type { Account, Address, Chain, Client, Transport, WalletClient } from 'viem'
import { ConnectorNotConnectedError, getWalletClient } from '@porch/kit'
import { WrongNetworkError } from '../errors'
import type { ActionContext } from './types'

export interface Signer {
  account: Address
  chainId: number
  /** Read client of the app chain: simulations, allowance, receipts. */
  client: Client
  wallet: WalletClient<Transport, Chain, Account>
}

/**
 * The connected account, or undefined when no wallet is connected (the action then does
 * nothing). A wallet on another chain is an error: nothing may be sent there.
 */
export async function getSigner({ config }: ActionContext): Promise<Signer | undefined> {
  const { status, accounts, chainId } = config.getState()
  const account = accounts[0]
  if (status !== 'connected' || !account) return undefined
  const appChain = config.chains[0]
  if (chainId !== appChain.id) throw new WrongNetworkError(appChain.name)
  try {
    const wallet = await getWalletClient(config)
    return { account, chainId: appChain.id, client: config.getClient(appChain.id), wallet }
  } catch (e) {
    if (e instanceof ConnectorNotConnectedError) return undefined
    throw e
  }
}
