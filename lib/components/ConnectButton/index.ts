export { ConnectButton, type ConnectButtonProps } from './ConnectButton'
export type * from './types'
