import { describe, expect, it } from 'vitest'
import {
  back,
  canGoBack,
  goTo,
  initialStepState,
  selectWallet,
  stepForGetWallet,
  stepForSelectedWallet,
} from '../../../lib/components/ConnectModal/steps'

describe('connect modal steps', () => {
  it('starts with nothing selected and no back arrow', () => {
    expect(initialStepState.step).toBe('none')
    expect(canGoBack(initialStepState)).toBe(false)
    expect(back(initialStepState)).toBe(initialStepState)
  })

  it('the back arrow retraces get -> download options -> download -> mobile instructions', () => {
    let s = goTo(initialStepState, 'get')
    s = goTo(s, 'downloadOptions', 'metaMask')
    s = goTo(s, 'download')
    s = goTo(s, 'instructionsMobile')
    expect(s).toMatchObject({ step: 'instructionsMobile', walletId: 'metaMask' })
    s = back(s)
    expect(s).toMatchObject({ step: 'download', walletId: 'metaMask' })
    s = back(s)
    expect(s).toMatchObject({ step: 'downloadOptions', walletId: 'metaMask' })
    s = back(s)
    expect(s).toMatchObject({ step: 'get', walletId: undefined })
    s = back(s)
    expect(s.step).toBe('none')
    expect(canGoBack(s)).toBe(false)
  })

  it('going to the current step adds no history', () => {
    const s = goTo(initialStepState, 'get')
    expect(goTo(s, 'get')).toBe(s)
  })

  it('choosing a wallet in the list starts a fresh history', () => {
    const s = selectWallet(goTo(goTo(initialStepState, 'get'), 'download', 'rainbow'), 'metaMask', 'connect')
    expect(s).toEqual({ step: 'connect', walletId: 'metaMask', history: [] })
    expect(canGoBack(goTo(s, 'downloadOptions'))).toBe(true)
  })

  it('routes a selected wallet: ready -> connect; not ready -> connect (INSTALL) or download options', () => {
    expect(stepForSelectedWallet({ ready: true, hasExtension: true, hasQrDownload: true })).toBe('connect')
    expect(stepForSelectedWallet({ ready: false, hasExtension: true, hasQrDownload: true })).toBe('connect')
    expect(stepForSelectedWallet({ ready: false, hasExtension: false, hasQrDownload: true })).toBe('downloadOptions')
  })

  it('routes GET by what the wallet offers', () => {
    expect(stepForGetWallet({ ready: false, hasExtension: true, hasQrDownload: true })).toBe('downloadOptions')
    expect(stepForGetWallet({ ready: false, hasExtension: false, hasQrDownload: true })).toBe('download')
    expect(stepForGetWallet({ ready: false, hasExtension: true, hasQrDownload: false })).toBe('instructionsExtension')
  })
})
