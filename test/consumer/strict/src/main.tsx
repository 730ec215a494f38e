// lib/README.md's quick start, as a strict app writes it, with the theme and a hook.
import { createConfig, injectedDiscovery, type Config } from '@porch/kit'
import { ConnectButton, ModalProvider, PorchProvider, useConnection } from '@porch/kit/react'
import { darkThemeClass, themeVars } from '@porch/kit/theme'
import '@porch/kit/styles.css'
import { createRoot } from 'react-dom/client'
import { mainnet } from 'viem/chains'

const config: Config = createConfig({
  chains: [mainnet],
  appName: 'Strict app',
  discover: injectedDiscovery(),
})

function Status() {
  const { address, status } = useConnection()
  return <p style={{ color: themeVars.colors.modalText }}>{status === 'connected' ? address : status}</p>
}

document.body.classList.add(darkThemeClass)
createRoot(document.getElementById('root')!).render(
  <PorchProvider config={config}>
    <ModalProvider>
      <ConnectButton />
      <Status />
    </ModalProvider>
  </PorchProvider>,
)
