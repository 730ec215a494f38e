/**
 * Block explorer links: `{explorer}/tx/{hash}` and
 * `{explorer}/address/{address}`.
 *
 * Return undefined (render no link) when the explorer is not an http(s) URL, so a bad
 * chain config can never produce a `javascript:` href. A trailing slash on the explorer
 * URL is tolerated; the path part is URI-encoded.
 */
function base(explorer: string): string | undefined {
  let url: URL
  try {
    url = new URL(explorer)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  return explorer.replace(/\/+$/, '')
}

/** The block explorer page of a transaction, or undefined for a malformed hash or explorer URL. */
export function explorerTxUrl(explorer: string, hash: string): string | undefined {
  const root = base(explorer)
  return root === undefined ? undefined : `${root}/tx/${encodeURIComponent(hash)}`
}

/** The block explorer page of an address, or undefined for a malformed address or explorer URL. */
export function explorerAddressUrl(explorer: string, address: string): string | undefined {
  const root = base(explorer)
  return root === undefined ? undefined : `${root}/address/${encodeURIComponent(address)}`
}
