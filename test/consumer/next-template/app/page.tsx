import { ConnectButton, WalletButton } from '@porch/kit/react'
import { ConnectorList } from './connectors'
import { Providers } from './providers'

/** A Server Component page (static): the kit's components imported straight into it. */
export default function Home() {
  return (
    <Providers>
      <header style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <WalletButton wallet="metaMask" />
        <WalletButton wallet="dev.porch.testwallet" />
        <ConnectButton />
      </header>
      <ConnectorList />
    </Providers>
  )
}
