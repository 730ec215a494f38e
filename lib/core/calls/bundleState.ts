import type { Config } from '../config'
import { getCallsStatus } from '../actions/getCallsStatus'
import { bundleStateOf } from './callsStatus'
import type { BundleState } from './status'

/**
 * A bundle's state for the recent-transactions store: getCallsStatus (the one wallet
 * request and parser), mapped to the store's pending / confirmed / failed. Loaded on
 * demand by the provider, once there is a bundle to follow.
 */
export async function getBundleState(config: Config, id: string): Promise<BundleState> {
  return bundleStateOf(await getCallsStatus(config, { id }))
}
