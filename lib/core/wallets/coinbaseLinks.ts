/**
 * Coinbase Wallet's universal links (go.cb-w.com). The whole value is percent-encoded, so a
 * page URL's own query string and fragment, or the `wc:` URI's `?` and `&`, stay inside
 * the one parameter instead of being read as the link's own.
 */

/** Opens `pageUrl` inside the Coinbase Wallet app's browser, where the wallet is injected. */
export const coinbaseDappLink = (pageUrl: string): string => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`

/** Opens the Coinbase Wallet app with a WalletConnect pairing URI. */
export const coinbaseWcLink = (uri: string): string => `https://go.cb-w.com/wc?uri=${encodeURIComponent(uri)}`
