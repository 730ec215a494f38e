// lib/README.md's "Any framework", as a strict app writes it: the element entry's global
// declarations (the tags in HTMLElementTagNameMap, the events in the event maps) reach the app.
import { createConfig, injectedDiscovery } from '@porch/kit'
import { defineElements, openConnectModal, type PorchConnectButtonElement } from '@porch/kit/element'
import type { Address } from 'viem'
import { mainnet } from 'viem/chains'

defineElements(createConfig({ chains: [mainnet], appName: 'Strict app', discover: injectedDiscovery() }), { theme: { mode: 'dark' } })
const button: PorchConnectButtonElement | null = document.querySelector('porch-connect-button')
document.addEventListener('porch:connection', (e) => {
  const address: Address | undefined = e.detail.address
  if (address) button?.setAttribute('label', address)
})
button?.addEventListener('porch:chain', (e) => {
  const supported: boolean = e.detail.supported
  if (!supported) openConnectModal()
})
