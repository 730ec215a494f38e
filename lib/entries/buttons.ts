/**
 * ConnectButton and WalletButton with their props types, as both `@porch/kit/react` and
 * `@porch/kit/components` (RainbowKit's `./components`) export them: one list for both.
 */
export {
  ConnectButton,
  type ConnectButtonProps,
  type ConnectButtonCustomProps,
  type ConnectButtonRendererProps,
  type ConnectButtonAccount,
  type ConnectButtonChain,
  type AccountStatus,
  type ChainStatus,
  type AuthenticationStatus,
  type ResponsiveValue,
} from '../components/ConnectButton/index'
export { WalletButton, type WalletButtonProps, type WalletButtonCustomProps, type WalletButtonRendererProps } from '../components/WalletButton/WalletButton'
export type { WalletButtonRenderProps } from '../components/WalletButton/useWalletButton'
