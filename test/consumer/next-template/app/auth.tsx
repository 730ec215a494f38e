'use client'
import { createAuthStore, type AuthenticationAdapter, type AuthSession } from '@porch/kit'
import { AuthContext, ModalProvider, PorchProvider, type State } from '@porch/kit/react'
import { useEffect, useState, type ReactNode } from 'react'
import { createSiweMessage } from 'viem/siwe'
import { config } from './config'

const api = (path: string, init: RequestInit = {}) => fetch(`/api/auth/${path}`, { credentials: 'same-origin', cache: 'no-store', ...init })

const adapter: AuthenticationAdapter = {
  async getNonce() {
    const res = await api('nonce')
    const { nonce } = (await res.json()) as { nonce?: unknown }
    if (!res.ok || typeof nonce !== 'string') throw new Error(`The sign-in server answered ${res.status}.`)
    return nonce
  },
  createMessage: ({ address, chainId, nonce }) => createSiweMessage({ address, chainId, nonce, domain: location.host, uri: location.origin, version: '1' }),
  verify: async (body) => (await api('verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).ok,
  signOut: async () => void (await api('logout', { method: 'POST' })),
  async getSession() {
    const res = await api('me')
    return res.ok ? ((await res.json()) as AuthSession) : null
  },
}

/** The providers with Sign-In with Ethereum: the store starts from the session the server read for this request. */
export function AuthProviders({ children, initialState, session }: { children: ReactNode; initialState: State | undefined; session: AuthSession | null }) {
  const [auth] = useState(() => createAuthStore({ config, adapter, initialSession: session }))
  useEffect(() => auth.start(), [auth])
  return (
    <PorchProvider config={config} initialState={initialState}>
      <AuthContext.Provider value={auth}>
        <ModalProvider>{children}</ModalProvider>
      </AuthContext.Provider>
    </PorchProvider>
  )
}
