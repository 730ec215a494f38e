import { useState } from 'react'
import { MangoKitProvider } from '../lib/react/Provider'
import { StakingScreen } from './staking/StakingScreen'
import { createWalletConfig } from './wallet'

export function App() {
  const [config] = useState(createWalletConfig)
  return (
    <MangoKitProvider config={config}>
      <StakingScreen />
    </MangoKitProvider>
  )
}
