import { describe, expect, it } from 'vitest'
import { InvalidWalletError, isHexColor, validateWallet, validateWallets } from '../../lib/core/wallets/validate'
import { metaMask } from '../../lib/core/wallets/metaMask'
import { popularWallets } from '../../lib/core/wallets/popular'

describe('wallet descriptor validation', () => {
  it('accepts every built-in wallet', () => {
    expect(() => validateWallets(popularWallets.wallets)).not.toThrow()
  })

  it.each(['#fff', '#FFF', '#1a2b3c'])('accepts hex accent %s', (c) => {
    expect(isHexColor(c)).toBe(true)
    expect(() => validateWallet({ ...metaMask, iconAccent: c })).not.toThrow()
  })

  it.each(['fff', '#ffff', '#12345', '#1234567', 'red', 'rgb(0,0,0)', '#ggg'])('rejects accent %s with a clear error', (c) => {
    expect(isHexColor(c)).toBe(false)
    expect(() => validateWallet({ ...metaMask, iconAccent: c })).toThrow(/iconAccent ".*" must be a hex colour/)
  })

  it.each(['meta mask', 'x;y', 'meta.mask', ''])('rejects id %j: letters, digits, underscore, hyphen only (RainbowKit ids such as kresus-wallet pass)', (id) => {
    expect(() => validateWallet({ ...metaMask, id })).toThrow(InvalidWalletError)
    expect(() => validateWallet({ ...metaMask, id })).toThrow(/letters, digits, underscore and hyphen/)
  })

  it('rejects non-https links and remote-looking icons', () => {
    expect(() => validateWallet({ ...metaMask, downloadUrls: { ios: 'http://example.com' } })).toThrow(/downloadUrls.ios must be an https URL/)
    expect(() => validateWallet({ ...metaMask, downloadUrls: { ios: 'javascript:alert(1)' } })).toThrow(InvalidWalletError)
    expect(() => validateWallet({ ...metaMask, iconUrl: '//cdn.example.com/x.svg' })).toThrow(/iconUrl/)
    expect(() => validateWallet({ ...metaMask, iconUrl: '/wallets/metamask.svg' })).not.toThrow()
  })

  // The README's table and WalletDescriptor's doc comment state exactly these rules.
  it('accepts the icon URLs the README lists and refuses the others', () => {
    for (const iconUrl of ['/acme.svg', 'https://acme.example/icon.svg', 'data:image/svg+xml;base64,PHN2Zy8+', 'data:image/png;base64,iVBO', 'data:image/webp;base64,UklG']) {
      expect(() => validateWallet({ ...metaMask, iconUrl })).not.toThrow()
    }
    for (const iconUrl of ['http://acme.example/icon.svg', 'data:text/html,<svg/>', 'acme.svg', '']) {
      expect(() => validateWallet({ ...metaMask, iconUrl })).toThrow(expect.objectContaining({ field: 'iconUrl' }))
    }
  })

  it('needs rdns, connectorId or qrCode to reach the wallet', () => {
    const { rdns: _r, qrCode: _q, ...unreachable } = metaMask
    expect(() => validateWallet(unreachable)).toThrow(/give it an rdns \(EIP-6963\), a connectorId or a qrCode/)
    expect(() => validateWallet({ ...unreachable, rdns: 'io.acme' })).not.toThrow()
    expect(() => validateWallet({ ...unreachable, connectorId: 'injected' })).not.toThrow()
    expect(() => validateWallet({ ...unreachable, qrCode: metaMask.qrCode! })).not.toThrow()
  })

  it('rejects unknown instruction steps and duplicate ids', () => {
    const bad = { ...metaMask, extension: { instructions: { learnMoreUrl: 'https://x.org', steps: [{ step: 'jump' as 'scan', title: 'a', description: 'b' }] } } }
    expect(() => validateWallet(bad)).toThrow(/must be create, install, refresh, scan or connect/)
    expect(() => validateWallets([metaMask, metaMask])).toThrow(/used twice/)
  })
})
