import type { ServerResponse } from 'node:http'
import type { ServerConfig } from './config'

/** The WalletConnect relay's attestation service, used by the kit only with the official relay. */
const WC_VERIFY_ORIGIN = 'https://verify.walletconnect.org'

/**
 * A CSP source for a URL: scheme, host, port and path, but never a query or fragment (not
 * allowed in a source expression; node URLs often carry an API key in the path anyway).
 */
export function cspSource(url: string): string {
  const u = new URL(url)
  const path = u.pathname === '/' ? '' : u.pathname
  // `;` and `,` end a directive or policy: percent-encode them (CSP decodes paths before matching).
  return `${u.protocol}//${u.host}${path.replace(/;/g, '%3B').replace(/,/g, '%2C')}`
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}

/**
 * What the policy names besides the site itself (the e2e tests serve other pages, such as
 * the kit's standalone build, under the same policy with only nodes and a relay).
 */
export type PolicySources = Pick<ServerConfig, 'rpcUrls' | 'walletConnectRelayUrl'> & Partial<Pick<ServerConfig, 'ensRpcUrl' | 'safeServiceUrl' | 'safeAllowedOrigins'>>

/**
 * The Content-Security-Policy of every response:
 * - scripts and styles only from the site's own files (the build emits no inline script,
 *   and vanilla-extract emits .css files; React sets styles through the CSSOM, which CSP
 *   allows);
 * - connections only to the site, the configured nodes and the WalletConnect relay;
 * - images also from data: (EIP-6963 wallet icons) and https: (ENS avatars);
 * - framing only by the site itself and the Safe apps allowed to embed it.
 */
export function contentSecurityPolicy(config: PolicySources): string {
  const relay = config.walletConnectRelayUrl
  const connect = unique([
    "'self'",
    ...config.rpcUrls.map(cspSource),
    ...(config.ensRpcUrl ? [cspSource(config.ensRpcUrl)] : []),
    cspSource(relay),
    ...(isOfficialRelay(relay) ? [WC_VERIFY_ORIGIN] : []),
    // Inside Safe{Wallet}, transaction details fall back to Safe's wallet-service.
    ...(config.safeServiceUrl ? [cspSource(config.safeServiceUrl)] : []),
  ])
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['frame-src', isOfficialRelay(relay) ? [WC_VERIFY_ORIGIN] : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', unique(["'self'", ...(config.safeAllowedOrigins ?? [])])],
    // The site writes no HTML from strings (no innerHTML, eval or string timers; React and
    // vanilla-extract use DOM and CSSOM calls): browsers then refuse any such sink.
    ['require-trusted-types-for', ["'script'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

function isOfficialRelay(url: string): boolean {
  try {
    return /(^|\.)walletconnect\.(org|com)$/.test(new URL(url).hostname)
  } catch {
    return false
  }
}

export interface SecurityHeaders {
  [name: string]: string
}

/**
 * Browser features the site never uses, turned off for it and anything it frames. The
 * clipboard stays writable by the site itself: it copies addresses and WalletConnect links.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'idle-detection=()',
  'browsing-topics=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
].join(', ')

/** Two years, subdomains too: once a browser has seen the site over https it never tries plain http. */
const HSTS = 'max-age=63072000; includeSubDomains'

export function securityHeaders(config: ServerConfig): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Isolates the site from windows it did not open, while the wallet pop-ups it opens
    // (Coinbase Wallet's keys.coinbase.com) can still talk back to it.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // Only when users reach the site over https (browsers ignore it on http anyway).
    ...(config.publicOrigin.protocol === 'https:' ? { 'Strict-Transport-Security': HSTS } : {}),
  }
}

export function applyHeaders(res: ServerResponse, headers: SecurityHeaders): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}
