import { createConfig, injectedDiscovery } from '@porch/kit'
import { defineElements } from '@porch/kit/element'
import { mount } from 'svelte'
import App from './App.svelte'
import { chains } from './chains'

// Once per page, before the app mounts: the elements then render as soon as Svelte inserts them.
const config = createConfig({ chains, appName: 'Svelte App', discover: injectedDiscovery() })
defineElements(config)

mount(App, { target: document.getElementById('app')! })
