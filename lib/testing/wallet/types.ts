import type { Address, Hex } from 'viem'

/** A chain the test wallet knows from the start, and the node it sends to for it. */
export interface TestChain {
  /** EIP-155 chain id. */
  id: number
  /** JSON-RPC URL the wallet signs and sends against (reached from the test's process, not the page). */
  rpcUrl: string
}

/**
 * EIP-5792 support: `'v2'` answers `atomic: { status: 'supported' }`, `'legacy'` the older
 * `atomicBatch: { supported: true }`, `'none'` refuses every `wallet_*Calls` method (4200).
 */
export type TestWalletEip5792 = 'v2' | 'legacy' | 'none'

/** What the wallet is and knows; shared by {@link installTestWallet} and {@link mockConnector}. */
export interface TestWalletParameters {
  /** Private keys of the wallet's accounts, the first one selected. Default: anvil's first development account. */
  accounts?: readonly Hex[]
  /** Chains the wallet knows; switching to any other answers 4902 until `wallet_addEthereumChain` adds it. */
  chains: readonly TestChain[]
  /** Chain the wallet starts on. Default: the first of `chains`. */
  chainId?: number
  /** Start connected, as when the user approved the app in an earlier visit. Default false. */
  connected?: boolean
  /** EIP-5792 batching. Default `'none'`. */
  eip5792?: TestWalletEip5792
  /**
   * Answer ERC-7846 `wallet_connect`, signing the EIP-4361 message of its `signInWithEthereum`
   * (or `unstable_signInWithEthereum`) capability in the same approval. Default false: the
   * wallet answers -32601, as most extensions do, and the app signs in after connecting.
   */
  signInWithEthereum?: boolean
  /**
   * Contract-account mode: the wallet answers for this smart account (its address is the
   * account), signing with the first key, as ERC-1271 accounts do; transactions are refused (4200).
   */
  contractAccount?: Address
}

/** One request the app sent to the wallet. */
export interface WalletRequest {
  /** The EIP-1193 method. */
  method: string
  /** Its params, as the app sent them (`null` when none). */
  params: unknown
  /** Present when the wallet answered it like a user pressing "Reject" (4001). */
  rejected?: true
}

/** A request held open by {@link TestWalletController.hold}. */
export interface HeldRequest {
  /** Resolves with the request once the app sent it. */
  readonly arrived: Promise<WalletRequest>
  /** Let it through: the wallet answers as usual. */
  release(): void
  /** Answer it as the user pressing "Reject" (4001). */
  reject(): void
}

/** The wallet's side of a test: what a user could do in the extension, and what the app asked. */
export interface TestWalletController {
  /** The selected account. */
  readonly address: Address
  /** The chain the wallet is on. */
  readonly chainId: number
  /** Every request the app sent, oldest first, across reloads (optionally only one method's). */
  requests(method?: string): WalletRequest[]
  /** Refuse the next request of this method as the user would (4001). */
  rejectNext(method: string): void
  /** Refuse every request of this method from now on (4001); `allow` undoes it. */
  rejectAlways(method: string): void
  /** Stop refusing a method (undoes `rejectNext` and `rejectAlways`). */
  allow(method: string): void
  /** Hold the next request of this method open until released; a second one meanwhile gets -32002, like MetaMask. */
  hold(method: string): HeldRequest
  /** Answer every request of this method `ms` later. */
  delay(method: string, ms: number): void
  /** Switch chain from the wallet's side (emits `chainChanged`); the chain must be known. */
  switchChain(chainId: number): Promise<void>
  /** Change the accounts from the wallet's side (emits `accountsChanged`); each must be one of the wallet's keys. */
  setAccounts(addresses: readonly Address[]): Promise<void>
  /** Disconnect from the wallet's side (emits `accountsChanged` with no account). */
  disconnect(): Promise<void>
  /** The next `eth_sendTransaction` gets a 30 000 gas limit: it is mined and reverts. */
  lowGasNext(): void
  /** The next bundle's last call runs out of gas: the bundle reverts as a whole (status 500). */
  failNextBundle(): void
  /** The next `wallet_sendCalls` fails with this EIP-5792 code (e.g. 5750, 5760). */
  nextCallsError(code: number): void
}
