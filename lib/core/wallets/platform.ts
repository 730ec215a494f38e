/**
 * The phone platform, from the user agent, for the wallets whose links differ by platform
 * (an Android phone hands a bare `wc:` URI to the wallet app the user picks; iOS needs the
 * app's own link). On a server every answer is false.
 */
function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}

/** An Android phone or tablet. */
export function isAndroid(): boolean {
  return /android/i.test(userAgent())
}

/** An iPhone or iPad (iPadOS reports itself as a Mac with touch). */
export function isIOS(): boolean {
  const ua = userAgent()
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1)
}

/** Safari (desktop or iOS), not a browser that only names it in its user agent. */
export function isSafari(): boolean {
  const ua = userAgent()
  return /Safari/.test(ua) && !/Chrome|Chromium|CriOS|Android|Edg|Firefox|FxiOS/.test(ua)
}
