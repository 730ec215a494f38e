import type { Hash } from 'viem'
import type { Config, Locale } from '@porch/kit'
import type { Tokens } from '../../config'
import type { StakingAddresses } from '../reads'

/** The wallet prompt in progress; buttons name it ('Approving...') only once the wallet is asked. */
export type ActionStep = 'approving' | 'staking' | 'unstaking' | 'harvesting'
export type ActionKind = 'stake' | 'unstake' | 'harvest'

export interface ActionContext {
  config: Config
  addresses: StakingAddresses
  tokens: Tokens
  /** Called right before each wallet prompt, with what the wallet is asked for. */
  onStep?: (step: ActionStep) => void
  /** ms the checks before each wallet prompt may take (default PREPARE_TIMEOUT, 9 s). */
  prepareTimeout?: number
  /** The locale the kit shows (`useLocale()`): results, errors and descriptions are worded in it. Default English. */
  locale?: Locale
}

export type ActionOutcome =
  /** No wallet connected: nothing was done. */
  | { status: 'skipped' }
  /** `hashes`: the transactions that mined (a sped-up call's replacement, not its first hash). */
  | { status: 'success'; message: string; hashes: readonly Hash[] }
  /** A Safe proposal: the owners still have to sign and execute it; `message` is for when it is done. */
  | { status: 'proposed'; message: string; safeTxHash: Hash }
  /** The user said no in the wallet: back to idle, no message. */
  | { status: 'rejected' }
  | { status: 'error'; message: string }
