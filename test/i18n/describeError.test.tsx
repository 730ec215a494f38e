// @vitest-environment jsdom
/**
 * describeError speaks the locale it is given once that locale's chunk is loaded (English
 * before, and without a locale); useDescribeError follows the provider's shown locale.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../lib/core/errors'
import { ConnectorChainMismatchError } from '../../lib/core/callErrors'
import { describeError } from '../../lib/core/i18n/describeError'
import { kitCatalogue } from '../../lib/core/i18n/kitCatalogue'
import { LocaleProvider } from '../../lib/react/i18n/react'
import { useDescribeError } from '../../lib/react/i18n/useDescribeError'

const NO_OTHER_CATALOGUES: [] = []

afterEach(cleanup)

describe('describeError', () => {
  it('is English without a locale, and for a locale whose chunk is not loaded yet', () => {
    const rejected = new UserRejectedRequestError(new Error('User rejected the request.'))
    expect(describeError(rejected)).toBe('You rejected the request in your wallet.')
    expect(describeError(rejected, 'fr')).toBe('You rejected the request in your wallet.')
  })

  it('answers a user rejection in German once German is loaded, walking cause', async () => {
    await kitCatalogue.load('de')
    expect(describeError(new UserRejectedRequestError(new Error('User rejected the request.')), 'de')).toBe('Du hast die Anfrage in deiner Wallet abgelehnt.')
    expect(describeError(new Error('wrapped', { cause: new UserRejectedRequestError(new Error('User rejected the request.')) }), 'de')).toBe('Du hast die Anfrage in deiner Wallet abgelehnt.')
    expect(describeError(new UserRejectedRequestError(new Error('User rejected the request.')))).toBe('You rejected the request in your wallet.')
  })

  it('fills placeholders in the translated sentence', async () => {
    await kitCatalogue.load('de')
    const mismatch = new ConnectorChainMismatchError({ connectionChainId: 10, connectorChainId: 1 })
    expect(describeError(mismatch, 'de', { chainName: (id) => (id === 10 ? 'OP Mainnet' : undefined) })).toBe(
      'Deine Wallet ist in einem anderen Netzwerk. Wechsle zu OP Mainnet und versuche es erneut.',
    )
  })
})

function Rejection() {
  const describe = useDescribeError()
  return <p role="alert">{describe(new UserRejectedRequestError(new Error('User rejected the request.')))}</p>
}

describe('useDescribeError', () => {
  it('words the error in the provider’s locale once its chunk is loaded', async () => {
    render(
      <LocaleProvider locale="ja" catalogues={NO_OTHER_CATALOGUES}>
        <Rejection />
      </LocaleProvider>,
    )
    expect(await screen.findByText('ウォレットでリクエストを拒否しました。')).toBeTruthy()
  })
})
