import { createAuthStore, type AuthenticationAdapter, type AuthSession, type Config } from '@porch/kit'
import { AuthContext } from '@porch/kit/react'
import { useEffect, useState, type ReactNode } from 'react'
import { createSiweMessage } from 'viem/siwe'

const api = (path: string, init: RequestInit = {}) => fetch(`/api/auth/${path}`, { credentials: 'same-origin', cache: 'no-store', ...init })

/** Sign-In with Ethereum against the app's own server (`@porch/kit/server` on /api/auth/). */
const adapter: AuthenticationAdapter = {
  async getNonce() {
    const res = await api('nonce')
    const { nonce } = (await res.json()) as { nonce?: unknown }
    if (!res.ok || typeof nonce !== 'string') throw new Error(`The sign-in server answered ${res.status}.`)
    return nonce
  },
  createMessage: ({ address, chainId, nonce }) =>
    createSiweMessage({ address, chainId, nonce, domain: location.host, uri: location.origin, version: '1', statement: 'Sign in to the Token App.' }),
  verify: async (body) => (await api('verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).ok,
  signOut: async () => void (await api('logout', { method: 'POST' })),
  async getSession() {
    const res = await api('me')
    return res.ok ? ((await res.json()) as AuthSession) : null
  },
}

/** Provides the sign-in store to the kit: after connecting, the Connect modal asks to verify the account. */
export function SignIn({ config, children }: { config: Config; children: ReactNode }) {
  const [store] = useState(() => createAuthStore({ config, adapter }))
  useEffect(() => store.start(), [store])
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>
}
