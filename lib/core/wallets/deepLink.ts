import type { KitStorage, Parser } from '../storage'

/** The phone wallet the user chose last, so a later request can open the same app. */
export interface DeepLinkChoice {
  href: string
  name: string
}

const KEY = 'walletConnectDeepLink'

const parseChoice: Parser<DeepLinkChoice> = (v) => {
  if (typeof v !== 'object' || v === null) return undefined
  const { href, name } = v as Record<string, unknown>
  if (typeof href !== 'string' || typeof name !== 'string' || name.length === 0 || name.length > 100) return undefined
  // Only links that open an app: https universal links or a wallet's own scheme. Never javascript:.
  if (!/^(https:\/\/|[a-z][a-z0-9+.-]*:)/i.test(href) || /^(javascript|data|vbscript|file):/i.test(href)) return undefined
  return { href, name }
}

export function getDeepLinkChoice(storage: KitStorage): DeepLinkChoice | undefined {
  return storage.get(KEY, parseChoice)
}

export function setDeepLinkChoice(storage: KitStorage, choice: DeepLinkChoice): void {
  if (parseChoice(choice)) storage.set(KEY, { href: choice.href, name: choice.name })
}

/** A deep link stores the pairing URI's origin-less part only; keep the app link, drop the one-time URI. */
export function deepLinkBase(href: string): string {
  const q = href.indexOf('?')
  return q === -1 ? href : href.slice(0, q)
}
