/**
 * Porch for any framework (`@porch/kit/element`): custom elements over a `@porch/kit`
 * config, `<porch-connect-button>` and `<porch-wallet-button>`, each in its own shadow
 * root; the modals as native dialogs; state out as DOM events (`porch:connection`,
 * `porch:chain`, `porch:auth`, `porch:transaction`). The buttons and modals are the React
 * ones (`@porch/kit/react`), rendered inside; no stylesheet import is needed.
 * @packageDocumentation
 */
import type { PorchEventMap } from '../element/types'

export { defineElements } from '../element/defineElements'
export { openConnectModal, openAccountModal, openChainModal } from '../element/open'
export type {
  DefineElementsOptions,
  PorchConnectionDetail,
  PorchConnectorInfo,
  PorchChainDetail,
  PorchAuthDetail,
  PorchTransactionDetail,
  PorchEventMap,
  PorchConnectButtonAttributes,
  PorchWalletButtonAttributes,
} from '../element/types'

/** `<porch-connect-button>`: set its attributes (PorchConnectButtonAttributes) to configure it; it sends PorchEventMap's events. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a named element type, as lib.dom's HTMLButtonElement
export interface PorchConnectButtonElement extends HTMLElement {}

/** `<porch-wallet-button wallet="...">`: connects one wallet; it sends PorchEventMap's events. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
export interface PorchWalletButtonElement extends HTMLElement {}

// The types the options and the events' details name (the same types `@porch/kit` and `@porch/kit/react` export)
export type { ModalProviderProps } from '../components/ModalProvider/ModalProvider'
export type { PorchProviderProps } from '../react/Provider'
export type { AppInfo, DisclaimerComponent } from '../components/ModalProvider/appInfo'
export type { BorderRadius, ThemeMode, ThemeOptions } from '../theme/theme'
export type { Config, ConfigState } from '../core/config'
export type { Connection, ConnectorContext, CreateConnectorFn } from '../core/types'
export type { ConfigEvents, Connector, ConnectorEvents, ConnectorType, ConnectResult, SafeOwners, SafeTxProgress, State, Status } from '../core/types'
export type { Store } from '../core/store'
export type { Emitter, Listener } from '../core/emitter'
export type { KitStorage, Parser, Storage, StorageItemMap } from '../core/storage'
export type { AuthenticationAdapter, AuthSession, AuthState, AuthStatus, SignInMessageParams } from '../core/auth/types'
export type { SignInProof, SignInRequest } from '../core/auth/oneClick'
export type { AuthStore } from '../core/auth/store'
export type {
  NewTransaction,
  RecentTransactionUpdate,
  Transaction,
  TransactionStatus,
  TransactionStore,
  SentTransaction,
  SentTransactionStatus,
  SentFingerprint,
  CallBundle,
  SafeTransaction,
} from '../core/transactions/types'
export { LOCALES, type Locale } from '../core/i18n/locales'
export type { Catalogue, Sections, Translation } from '../core/i18n/catalogue'
export type {
  WalletDescriptor,
  WalletGroup,
  WalletEntry,
  ConnectVia,
  DownloadUrls,
  GetUri,
  Instructions,
  InstructionStep,
  InstructionStepKeys,
  InstructionStepText,
  InstructionStepName,
  IconUrl,
  WalletMessageKey,
} from '../core/wallets/types'
export type { ReadCall, Reader } from '../core/read/types'
export type { AtomicStatus } from '../core/calls/capabilities'
export type { BundleFailure } from '../core/calls/status'

// The tags and the events, typed wherever the entry is imported: `document.querySelector('porch-connect-button')`,
// `document.addEventListener('porch:connection', (e) => e.detail.address)`.
declare global {
  interface HTMLElementTagNameMap {
    'porch-connect-button': PorchConnectButtonElement
    'porch-wallet-button': PorchWalletButtonElement
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merge is how a global event map grows
  interface HTMLElementEventMap extends PorchEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  interface DocumentEventMap extends PorchEventMap {}
}
