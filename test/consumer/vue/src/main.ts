import { createConfig, injectedDiscovery } from '@porch/kit'
import { defineElements } from '@porch/kit/element'
import { createApp } from 'vue'
import App from './App.vue'
import { chains } from './chains'

// Once per page, before the app mounts: the elements then render as soon as Vue inserts them.
const config = createConfig({ chains, appName: 'Vue App', discover: injectedDiscovery() })
defineElements(config)

createApp(App).mount('#app')
