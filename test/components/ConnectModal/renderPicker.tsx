import { render } from '@testing-library/react'
import { injected } from '../../../lib/connectors/injected'
import { createConfig } from '../../../lib/core/config'
import { createStorage, type KitStorage } from '../../../lib/core/storage'
import { useConnectModal } from '../../../lib/components/ModalProvider/hooks'
import { ModalProvider } from '../../../lib/components/ModalProvider/ModalProvider'
import { PorchProvider } from '../../../lib/react/Provider'
import { memoryBackend } from '../../fixtures/storage'
import type { FakeWallet } from '../../fixtures/wallet'
import { offlineChain as chain } from '../../fixtures/chain'


function OpenButton() {
  const { openConnectModal, connectModalOpen } = useConnectModal()
  return (
    <button type="button" onClick={openConnectModal} disabled={!openConnectModal} data-open={connectModalOpen}>
      Connect Wallet
    </button>
  )
}

/** The Connect modal under its providers, with `wallet` injected as MetaMask and a "Connect Wallet" button that opens it. */
export function renderPicker(wallet: FakeWallet, storage: KitStorage = createStorage({ backend: memoryBackend() })) {
  const config = createConfig({
    chains: [chain],
    appName: 'Mango',
    storage,
    connectors: [injected({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', provider: wallet.provider })],
  })
  render(
    <PorchProvider config={config} autoConnect={false}>
      <ModalProvider>
        <OpenButton />
      </ModalProvider>
    </PorchProvider>,
  )
  return { config }
}
