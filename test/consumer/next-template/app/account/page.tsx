import { cookieToInitialState } from '@porch/kit'
import { ConnectButton } from '@porch/kit/react'
import { headers } from 'next/headers'
import { config } from '../config'
import { Providers } from '../providers'

/** Dynamic: the connection in the request's cookie is in the server HTML (wagmi's recipe). */
export default async function Account() {
  const initialState = cookieToInitialState(config, (await headers()).get('cookie'))
  return (
    <Providers initialState={initialState}>
      <ConnectButton />
    </Providers>
  )
}
