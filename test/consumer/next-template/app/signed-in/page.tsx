import { cookieToInitialState } from '@porch/kit'
import { ConnectButton } from '@porch/kit/react'
import { headers } from 'next/headers'
import { AuthProviders } from '../auth'
import { config } from '../config'
import { siwe } from '../siwe'

/** Dynamic, with Sign-In with Ethereum: the connection (cookie) and the session (readSession) are in the server HTML. */
export default async function SignedIn() {
  const request = { headers: await headers() }
  const initialState = cookieToInitialState(config, request.headers.get('cookie'))
  const session = await siwe.readSession(request)
  return (
    <AuthProviders initialState={initialState} session={session}>
      <ConnectButton />
    </AuthProviders>
  )
}
