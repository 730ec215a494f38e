/**
 * `@porch/kit/testing`: what an app needs to test its real wallet flows offline. A
 * scriptable EIP-6963 wallet for Playwright pages, a mock connector for component tests in
 * jsdom, a local WalletConnect relay and a scripted WalletConnect wallet, a local anvil
 * node, and a Safe{Wallet} stand-in that opens the app as a Safe App. Runs in the test's
 * process (Node); nothing here belongs in an app's bundle.
 * Optional peers: `ws` (startRelay), `@foundry-rs/anvil` (startAnvil),
 * `@walletconnect/sign-client` (connectWalletConnect).
 * @packageDocumentation
 */

export { installTestWallet, type InstallTestWalletParameters, type InstalledTestWallet, type TestWalletPage } from './wallet/install'
export type { PageWalletOptions, BindingAnswer } from './wallet/pageScript'
export type { HeldRequest, TestChain, TestWalletController, TestWalletEip5792, TestWalletParameters, WalletRequest } from './wallet/types'
export type { Connector, ConnectorContext, ConnectorEvents, ConnectorType, ConnectResult, SafeOwners, SafeTxProgress } from '../core/types'
export type { SignInProof, SignInRequest } from '../core/auth/oneClick'
export type { Emitter, Listener } from '../core/emitter'
export type { KitStorage, Parser, Storage, StorageItemMap } from '../core/storage'
export { mock, mockConnector, type CreateConnectorFn, type MockConnector, type MockConnectorFeatures, type MockConnectorParameters, type MockParameters } from './mock'
export { startRelay, type Relay, type RelayOptions } from './relay/relay'
export { connectWalletConnect, createWalletConnectWallet, type WalletConnectWallet, type WalletConnectWalletParameters } from './walletConnect'
export { startAnvil, type AnvilNode, type StartAnvilParameters } from './anvil'
export { anvilPrivateKeys } from './accounts'
export { openSafeHost, type SafeHost, type SafeHostCall, type SafeHostOptions, type SafeHostPage, type SafeHostRoute } from './safe/host'
export type { SafeHostMessage, SafeHostMessageSigning } from './safe/messages'
export type { SafeHostRequest, SafeHostState, SafeHostTransaction } from './safe/hostPage'
