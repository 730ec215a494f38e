/**
 * How a wallet's links carry a WalletConnect pairing URI: the URI itself (the system or the
 * scanning app hands it to a wallet), or the wallet's own link with the URI as its one
 * percent-encoded parameter, so the URI's own `?` and `&` stay inside it.
 */
import { isAndroid, isIOS } from './platform'
import type { GetUri } from './types'

/** The pairing URI as it is: what a QR code shows and what Android hands to the chosen app. */
export const wcUri: GetUri = (uri) => uri

/**
 * Where the wallet's own link is used; elsewhere the bare URI is. `notAndroid`: Android
 * opens the bare `wc:` URI with the app the user picks, the wallet's link everywhere else.
 */
export type LinkPlatform = 'all' | 'notAndroid' | 'ios' | 'android'

/** `base` + the encoded URI (`wcLink('trust://wc?uri=')`), on the platforms given. */
export function wcLink(base: string, on: LinkPlatform = 'all'): GetUri {
  return (uri) => {
    const own = on === 'all' || (on === 'notAndroid' && !isAndroid()) || (on === 'ios' && isIOS()) || (on === 'android' && isAndroid())
    return own ? `${base}${encodeURIComponent(uri)}` : uri
  }
}
