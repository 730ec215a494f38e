export { ConnectButton, type ConnectButtonProps } from './ConnectButton'
export type { ConnectButtonCustomProps } from './ConnectButtonRenderer'
export type * from './types'
