import type { Address } from 'viem'
import type { Config } from '@porch/kit'
import { WrongNetworkError } from '../errors'
import type { ActionContext } from './types'

export interface Signer {
  config: Config
  account: Address
  /** The app chain: the plan's own checks (state-override probe, estimates, fee) read it through the kit's actions. */
  chainId: number
}

/**
 * The connected account, or undefined when no wallet is connected (the action then does
 * nothing). A wallet on another chain is an error: nothing may be sent there. Writes go
 * through the kit's actions, which check the connection again (and sign-in) themselves.
 */
export async function getSigner({ config }: ActionContext): Promise<Signer | undefined> {
  const { status, accounts, chainId } = config.getState()
  const account = accounts[0]
  if (status !== 'connected' || !account) return undefined
  const appChain = config.chains[0]
  if (chainId !== appChain.id) throw new WrongNetworkError(appChain.name)
  return { config, account, chainId: appChain.id }
}
