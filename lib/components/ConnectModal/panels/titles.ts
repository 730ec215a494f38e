import type { connect } from '../../../core/i18n/en/connect'
import type { Translate } from '../../../react/i18n/react'
import type { WalletEntry } from '../../../core/wallets/types'
import type { ConnectStep } from '../steps'
import type { ConnectionState } from '../useWalletConnection'

type T = Translate<typeof connect>

export function notReadyTitle(w: WalletEntry, t: T): string {
  return t(w.descriptor?.notReadyText === 'available' || !w.descriptor ? 'notAvailable' : 'notInstalled', { wallet: w.name })
}

/** The heading of each step (plain, friendly copy). */
export function stepTitle(step: ConnectStep, w: WalletEntry | undefined, conn: ConnectionState, t: T): string {
  switch (step) {
    case 'none':
    case 'learn':
      return t('whatIsAWallet')
    case 'get':
      return t('getAWallet')
    case 'connect': {
      if (!w) return t('stepConnect')
      const wallet = { wallet: w.name }
      const mine = conn.status !== 'idle' && conn.walletId === w.id
      if (mine && conn.status === 'failed') return t(conn.rejected ? 'connectWallet' : 'couldNotConnect', wallet)
      if (mine && conn.status === 'connecting' && (conn.via === 'qr' || conn.uri !== undefined)) {
        return w.descriptor?.id === 'walletConnect' ? t('scanWithPhone') : t('scanWith', wallet)
      }
      if (mine) return t('opening', wallet)
      return w.ready ? t('connectWallet', wallet) : notReadyTitle(w, t)
    }
    case 'downloadOptions':
      return w ? t('getWallet', { wallet: w.name }) : t('getAWallet')
    case 'download':
      return w ? t('installWallet', { wallet: w.name }) : t('install')
    case 'instructionsMobile':
    case 'instructionsExtension':
      return w ? t('getStartedWith', { wallet: w.name }) : t('getStarted')
  }
}
