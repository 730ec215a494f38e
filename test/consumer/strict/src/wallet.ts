// The app's own tests: a mock connector in a config, as unit tests build one.
import { createConfig } from '@porch/kit'
import { anvilPrivateKeys, mockConnector, type MockConnector } from '@porch/kit/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'

export const wallet: MockConnector = mockConnector({ accounts: [privateKeyToAccount(anvilPrivateKeys[0]).address], chainId: foundry.id })
export const testConfig = createConfig({ chains: [foundry], appName: 'Strict app tests', connectors: [wallet] })
