// @vitest-environment jsdom
/**
 * A failed call bundle says why in the reader's locale: its failure code is worded by the
 * kit's catalogue. An entry stored by an older version with an English `reason` reads as the
 * generic failure and shows its translated sentence (no English left on screen).
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AccountModal } from '../../../lib/components/AccountModal/AccountModal'
import de from '../../../lib/core/i18n/locales/de'
import { ACCOUNT, createTestKit, rpcHandler } from '../../ui/kit'
import { startRpcServer } from '../../ui/rpcServer'

let rpc: Awaited<ReturnType<typeof startRpcServer>>
beforeAll(async () => {
  rpc = await startRpcServer(rpcHandler)
})
afterAll(() => rpc.close())
afterEach(cleanup)

const OLD_ENGLISH = 'The batch failed on the network and was undone as a whole. Your tokens did not move; only the network fee was spent.'

/** The list as stored: newest first, one bundle written by this version and one by an older one. */
const stored = {
  [ACCOUNT.toLowerCase()]: {
    1101: [
      { kind: 'calls', id: 'bundle-new', status: 'failed', description: 'Neuer Stapel', failure: 'partiallyReverted' },
      { kind: 'calls', id: 'bundle-old', status: 'failed', description: 'Alter Stapel', reason: OLD_ENGLISH },
    ],
  },
}

describe('Recent transactions: a failed bundle in the reader’s locale', () => {
  it('words the failure code in German, and an old English reason as the generic failure', async () => {
    const kit = createTestKit({ rpcUrl: rpc.url, locale: 'de', stored: { 'porch.transactions': JSON.stringify(stored) } })
    await kit.connect()
    render(
      <kit.Providers>
        <AccountModal open onClose={() => undefined} />
      </kit.Providers>,
    )
    await screen.findByText(de.account.recentTransactions)
    const [fresh, old] = screen.getAllByTestId('recent-transaction')
    expect(within(fresh!).getByText(de.account.bundlePartiallyReverted)).toBeTruthy()
    expect(within(old!).getByText(de.account.bundleFailed)).toBeTruthy()
    expect(old!.textContent).not.toContain(OLD_ENGLISH)
    // Read back without a storage version bump: both entries are still in the list.
    expect(kit.transactions.getTransactions(ACCOUNT, 1101).map((t) => (t.kind === 'calls' ? t.failure : undefined))).toEqual(['partiallyReverted', 'unknown'])
  })
})
