export { ChainModal, WRONG_NETWORK_MESSAGE, type ChainModalProps } from './ChainModal'
export { ChainRow, type ChainRowProps } from './ChainRow'
