// @vitest-environment jsdom
/**
 * One source of the reader's locale: the kit's LocaleProvider (`useLocale()`). The write path
 * holds no copy of it; useStakingActions hands it down in the action's context, so a failed
 * action is worded in the locale the page shows, and a site error is worded when described,
 * in the locale it is described in.
 */
import { act, renderHook, waitFor } from '@testing-library/react'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { kitCatalogue } from '../../lib/core/i18n/kitCatalogue'
import { useLocale } from '../../lib/react/i18n/react'
import kitDe from '../../lib/core/i18n/locales/de'
import { CallsError } from '../../lib/core/calls/errors'
import { siteCatalogue } from '../../src/i18n/siteCatalogue'
import siteDe from '../../src/i18n/locales/de'
import { BundleFailedError, describeError, TransactionReplacedError, WrongNetworkError } from '../../src/staking/errors'
import { useStakingActions } from '../../src/staking/useStakingActions'
import { createTestKit, rpcHandler } from '../ui/kit'
import { startRpcServer } from '../ui/rpcServer'

let rpc: Awaited<ReturnType<typeof startRpcServer>>
beforeAll(async () => {
  rpc = await startRpcServer(rpcHandler)
  await Promise.all([kitCatalogue.load('de'), siteCatalogue.load('de')])
})
afterAll(() => rpc.close())

const HASH = `0x${'ab'.repeat(32)}` as Hex

describe('the write path speaks the locale it is handed', () => {
  it('a site error is worded when described, in the locale asked for', () => {
    expect(describeError(new TransactionReplacedError(HASH, 'cancelled'), { locale: 'de' })).toBe(siteDe.errors.cancelled)
    expect(describeError(new WrongNetworkError('Polygon zkEVM'), { locale: 'de' })).toBe(siteDe.errors.wrongNetwork.replace('{chain}', 'Polygon zkEVM'))
    expect(describeError(new BundleFailedError('reverted'), { locale: 'de' })).toBe(kitDe.account.bundleReverted)
    expect(describeError(new CallsError(5740), { locale: 'de' })).toBe(kitDe.errors.callsTooLarge)
    // The same errors in English when no locale is handed down.
    expect(describeError(new TransactionReplacedError(HASH, 'cancelled'))).not.toBe(siteDe.errors.cancelled)
  })

  it('useStakingActions words a failed action in the locale the kit shows', async () => {
    // The wallet is on the second chain, the app writes to the first: the action fails with WrongNetworkError.
    const kit = createTestKit({ rpcUrl: rpc.url, locale: 'de', chainId: 2442 })
    await kit.connect()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { result } = renderHook(() => ({ actions: useStakingActions(), locale: useLocale() }), { wrapper: kit.Providers })
    await waitFor(() => expect(result.current.locale).toBe('de'))
    await act(async () => {
      await result.current.actions.run('harvest')
    })
    expect(result.current.actions.result).toMatchObject({ type: 'error', message: siteDe.errors.wrongNetwork.replace('{chain}', kit.config.chains[0].name) })
  })
})
