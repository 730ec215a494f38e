import type { Address, Hash } from 'viem'
import type { SafeCall } from './multiSend'

/** A Safe transaction still waiting in the Safe's queue, decoded. */
export interface SafeQueuedTransaction {
  /** The service's transaction id ('multisig_<safe>_<safeTxHash>'): the Safe{Wallet} page's `id`. */
  id: string
  /** The EIP-712 hash the owners sign. */
  safeTxHash: Hash
  /** The Safe nonce it uses (transactions execute in nonce order). */
  nonce: number
  /** Waiting for more owners' signatures, or signed and waiting for someone to execute it. */
  status: 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION'
  /** The transaction itself: for a batch, the DELEGATECALL to MultiSend. */
  call: SafeCall
  /** What it does: a MultiSend batch unpacked, else `[call]`. */
  calls: SafeCall[]
  /** Owners who have signed it. */
  confirmations: Address[]
  /** How many owners must sign it. */
  confirmationsRequired: number
  /** Owners who may sign it (the Safe's owners when it was proposed). */
  signers: Address[]
  /** When it was proposed, in milliseconds since the epoch. */
  submittedAt: number
}

/** The Safe's queue, or why there is none to show. */
export type SafeQueue =
  | {
      /** The wallet-service serves the Safe's chain. */
      served: true
      /** The chain's EIP-3770 short name (e.g. 'zkevm'), for Safe{Wallet} links. */
      shortName: string
      /** Queued multisig transactions, lowest nonce first. */
      transactions: SafeQueuedTransaction[]
      /** True when the queue holds more than the transactions read (see `limit`). */
      truncated: boolean
    }
  | {
      /** The wallet-service does not serve the Safe's chain (it answered 404): there is no queue to read. */
      served: false
    }
