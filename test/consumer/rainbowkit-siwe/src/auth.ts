import { createAuthenticationAdapter } from '@rainbow-me/rainbowkit'
import { createSiweMessage } from 'viem/siwe'

/**
 * RainbowKit's "Custom Authentication" adapter against the app's own server, whose sign-in
 * API is on /api/auth/: GET nonce (JSON `{ nonce }`), POST verify (`{ message, signature }`),
 * POST logout. `onChange` tells the app, which owns the status.
 */
export function makeAdapter(onChange: (status: 'authenticated' | 'unauthenticated') => void) {
  return createAuthenticationAdapter({
    getNonce: async () => {
      const response = await fetch('/api/auth/nonce')
      return ((await response.json()) as { nonce: string }).nonce
    },
    createMessage: ({ nonce, address, chainId }) => {
      return createSiweMessage({
        domain: window.location.host,
        address,
        statement: 'Sign in with Ethereum to the app.',
        uri: window.location.origin,
        version: '1',
        chainId,
        nonce,
      })
    },
    verify: async ({ message, signature }) => {
      const verifyRes = await fetch('/api/auth/verify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message, signature }),
      })
      if (verifyRes.ok) onChange('authenticated')
      return Boolean(verifyRes.ok)
    },
    signOut: async () => {
      await fetch('/api/auth/logout', { method: 'POST' })
      onChange('unauthenticated')
    },
  })
}
