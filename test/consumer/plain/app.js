// The kit's self-contained build, copied from node_modules/@porch/kit/dist/standalone/ into porch/
// (kit.js: the elements and every function of @porch/kit, one copy of the core).
import { createAuthStore, createConfig, defineElements, formatDisplayBalance, getBalance, injectedDiscovery, sendTransaction, walletConnect } from './porch/kit.js'
import { chains, walletConnectOptions } from './settings.js'
import { adapter } from './signIn.js'

const metadata = { name: 'Plain page', description: 'Porch without a build step', url: location.origin, icons: [] }
const connectors = [walletConnect({ ...walletConnectOptions, metadata })]
const config = createConfig({ chains, appName: 'Plain page', connectors, discover: injectedDiscovery() })
// Sign-in after connecting (defineElements starts the store); leave it out for none.
const auth = createAuthStore({ config, adapter })

const show = (id, text) => void (document.getElementById(id).textContent = text)
const button = document.querySelector('porch-connect-button')
const send = document.getElementById('send')
let account

const fail = (e) => show('error', e.shortMessage ?? e.message)

// The account's balance on its chain, read with the core's getBalance and written as the
// button writes it (formatDisplayBalance); only the newest answer shows.
let asked = 0
function showBalance(address, chainId) {
  const ask = ++asked
  if (!address) return show('balance', '')
  getBalance(config, { address, chainId }).then(({ value, decimals, symbol }) => ask === asked && show('balance', formatDisplayBalance(value, decimals, symbol)), fail)
}

// The state, as DOM events on the element: it gets the current state when defineElements
// upgrades it, then every change (document hears the changes only).
button.addEventListener('porch:connection', ({ detail }) => {
  account = detail.status === 'connected' ? detail.address : undefined
  show('address', account ?? 'not connected')
  send.disabled = !account
  showBalance(account, detail.chainId)
})
button.addEventListener('porch:chain', ({ detail }) => {
  show('network', detail.chain?.name ?? '')
  showBalance(account, detail.chainId)
})
button.addEventListener('porch:auth', ({ detail }) => show('auth', detail.status === 'authenticated' ? `signed in as ${detail.address}` : 'not signed in'))
button.addEventListener('porch:transaction', ({ detail }) => show('transaction', `${detail.description}: ${detail.status}`))

send.addEventListener('click', () => {
  show('error', '')
  // recent: listed in the account modal's Recent Transactions, which follows it to its receipt.
  sendTransaction(config, { to: account, value: 1n, recent: { description: 'Sent 1 wei to myself' } }).catch(fail)
})

defineElements(config, { auth })
