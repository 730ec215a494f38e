import type { Address, Hash } from 'viem'
import type { Config } from '../../../lib/core/config'
import type { Tokens } from '../../config'
import type { StakingAddresses } from '../reads'

/** What a button shows while an action runs ('Approving...', 'Staking...'). */
export type ActionStep = 'approving' | 'staking' | 'unstaking' | 'harvesting'
export type ActionKind = 'stake' | 'unstake' | 'harvest'

export interface ActionContext {
  config: Config
  addresses: StakingAddresses
  tokens: Tokens
  /** Called as the action moves on (before each wallet prompt). */
  onStep?: (step: ActionStep) => void
  /** Records a sent transaction in the recent-transactions store, when there is one. */
  record?: (account: Address, chainId: number, tx: { hash: Hash; description: string; kind?: 'safe' }) => void
  /** Records a sent call bundle (EIP-5792 id, not a hash), when there is a store. */
  recordCalls?: (account: Address, chainId: number, bundle: { id: string; description: string }) => void
}

export type ActionOutcome =
  /** No wallet connected: nothing was done. */
  | { status: 'skipped' }
  | { status: 'success'; message: string; hashes: readonly Hash[] }
  /** A Safe proposal: the owners still have to sign and execute it; `message` is for when it is done. */
  | { status: 'proposed'; message: string; safeTxHash: Hash }
  /** The user said no in the wallet: back to idle, no message. */
  | { status: 'rejected' }
  | { status: 'error'; message: string }
