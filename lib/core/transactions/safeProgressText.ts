import type { SafeTxProgress } from '../types'
import { account } from '../i18n/en/account'
import { formatMessage } from '../i18n/message'

/** The message key (in the kit's `account` section) and values that say where a Safe proposal stands. */
export interface SafeProgressMessage {
  /** Key of the sentence in the kit's `account` section. */
  key: 'safeAwaiting' | 'safeAwaitingN' | 'safeAwaitingExecution' | 'safeExecuted' | 'safeFailed' | 'safeCancelled'
  /** Its values: owners' confirmations so far and how many are required. */
  params?: { confirmations: number; required: number }
}

/** Which words say where a Safe proposal stands, as lists and screens show it. */
export function safeProgressMessage(progress: SafeTxProgress | undefined): SafeProgressMessage {
  switch (progress?.state) {
    case undefined:
      return { key: 'safeAwaiting' }
    case 'awaiting_confirmations':
      return { key: 'safeAwaitingN', params: { confirmations: progress.confirmations, required: progress.required } }
    case 'awaiting_execution':
      return { key: 'safeAwaitingExecution' }
    case 'executed':
      return { key: 'safeExecuted' }
    case 'failed':
      return { key: 'safeFailed' }
    case 'cancelled':
      return { key: 'safeCancelled' }
  }
}

/** The same in English, for logs and tests; screens use `useSafeProgressText`, which translates. */
export function safeProgressText(progress: SafeTxProgress | undefined): string {
  const { key, params } = safeProgressMessage(progress)
  return formatMessage('en', account[key], params)
}
