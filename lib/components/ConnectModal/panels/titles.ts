import type { WalletEntry } from '../../../wallets/types'
import type { ConnectStep } from '../steps'
import type { ConnectionState } from '../useWalletConnection'

export function notReadyTitle(w: WalletEntry): string {
  return `${w.name} is not ${w.descriptor?.notReadyText === 'available' || !w.descriptor ? 'available' : 'installed'}`
}

/** The heading of each step (plain, friendly copy). */
export function stepTitle(step: ConnectStep, w: WalletEntry | undefined, conn: ConnectionState): string {
  switch (step) {
    case 'none':
    case 'learn':
      return 'What is a Wallet?'
    case 'get':
      return 'Get a Wallet'
    case 'connect': {
      if (!w) return 'Connect'
      const mine = conn.status !== 'idle' && conn.walletId === w.id
      if (mine && conn.status === 'failed') return conn.rejected ? `Connect ${w.name}` : `Could not connect ${w.name}`
      if (mine && conn.status === 'connecting' && (conn.via === 'qr' || conn.uri !== undefined)) {
        return w.descriptor?.id === 'walletConnect' ? 'Scan with your phone' : `Scan with ${w.name}`
      }
      if (mine) return `Opening ${w.name}…`
      return w.ready ? `Connect ${w.name}` : notReadyTitle(w)
    }
    case 'downloadOptions':
      return w ? `Get ${w.name}` : 'Get a Wallet'
    case 'download':
      return w ? `Install ${w.name}` : 'Install'
    case 'instructionsMobile':
    case 'instructionsExtension':
      return w ? `Get started with ${w.name}` : 'Get started'
  }
}
