import { ConnectButton } from '@rainbow-me/rainbowkit'
import { Account } from './account'

export default function Page() {
  return (
    <main style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', padding: 12 }}>
      <ConnectButton />
      <Account />
    </main>
  )
}
