// No directive: the server layout and page read cookies with this config, the client providers use it.
import { cookieStorage, createConfig, createStorage, injectedDiscovery } from '@porch/kit'
import { chains } from './chains'

export const config = createConfig({
  chains,
  appName: 'Next App',
  storage: createStorage({ backend: cookieStorage }),
  discover: injectedDiscovery(),
})
