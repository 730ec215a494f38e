// Sign-In with Ethereum (EIP-4361) against the page's server: @porch/kit/server on /api/auth/.
const api = (path, init = {}) => fetch(`/api/auth/${path}`, { credentials: 'same-origin', cache: 'no-store', ...init })

/** @type {import('@porch/kit').AuthenticationAdapter} */
export const adapter = {
  async getNonce() {
    const res = await api('nonce')
    const { nonce } = await res.json()
    if (!res.ok || typeof nonce !== 'string') throw new Error(`The sign-in server answered ${res.status}.`)
    return nonce
  },
  // The EIP-4361 text, field by field (https://eips.ethereum.org/EIPS/eip-4361#message-format).
  createMessage: ({ address, chainId, nonce }) =>
    [
      `${location.host} wants you to sign in with your Ethereum account:`,
      address,
      '',
      'Sign in to the plain page.',
      '',
      `URI: ${location.origin}`,
      'Version: 1',
      `Chain ID: ${chainId}`,
      `Nonce: ${nonce}`,
      `Issued At: ${new Date().toISOString()}`,
    ].join('\n'),
  verify: async (body) => (await api('verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).ok,
  signOut: async () => void (await api('logout', { method: 'POST' })),
  async getSession() {
    const res = await api('me')
    return res.ok ? res.json() : null
  },
}
