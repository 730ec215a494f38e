import { describe, expect, it } from 'vitest'
import { connectorFor } from '../../lib/core/wallets/connection'
import { buildWalletEntries } from '../../lib/core/wallets/list'
import { defaultWalletGroups } from '../../lib/core/wallets/popular'
import { fakeConnector } from './helpers'

const wc = fakeConnector({ id: 'walletConnect', type: 'walletConnect', name: 'WalletConnect' })
const metaMaskExtension = fakeConnector({ id: 'io.metamask', rdns: 'io.metamask', name: 'MetaMask' })
const safe = fakeConnector({ id: 'safe', type: 'safe', name: 'Safe' })

function entry(id: string, connectors = [wc, metaMaskExtension, safe]) {
  const e = buildWalletEntries({ groups: defaultWalletGroups, connectors }).find((x) => x.id === id)
  if (!e) throw new Error(`no entry ${id}`)
  return e
}

describe('how a wallet entry connects (decided once, in lib/core/wallets)', () => {
  it('an installed extension connects through its own connector, tagged Installed; its phone app pairs after the guide', () => {
    const mm = entry('metaMask')
    expect(mm).toMatchObject({ connectVia: 'connector', scanVia: 'qr', installed: true })
    expect(connectorFor(mm, 'connector')).toBe(metaMaskExtension)
    expect(connectorFor(mm, 'qr')).toBe(wc)
  })

  it('a wallet that is not installed pairs with its phone app', () => {
    const mm = entry('metaMask', [wc])
    expect(mm).toMatchObject({ ready: false, connectVia: 'qr', scanVia: 'qr', installed: false })
    expect(connectorFor(mm, 'qr')).toBe(wc)
  })

  it('the generic WalletConnect entry pairs through its own connector', () => {
    const e = entry('walletConnect')
    expect(e).toMatchObject({ ready: true, connectVia: 'qr', scanVia: 'connector', installed: false })
    expect(connectorFor(e, 'qr')).toBe(wc)
  })

  it('a non-injected connector (Safe) connects directly and is not tagged Installed', () => {
    expect(entry('safe')).toMatchObject({ connectVia: 'connector', installed: false })
  })

  it('nothing can connect a wallet with neither a connector nor a phone app to pair with', () => {
    expect(entry('braveWallet', [])).toMatchObject({ ready: false, connectVia: undefined, scanVia: undefined })
  })
})
