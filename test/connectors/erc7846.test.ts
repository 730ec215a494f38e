/** ERC-7846 `wallet_connect` sign-in as wallets answer it: which answers are a sign-in, which a missing method, which the user's no. */
import { describe, expect, it } from 'vitest'
import { requestWithSignIn, signInCapabilities } from '../../lib/connectors/erc7846'

const request = { nonce: 'abcdef0123456789', domain: 'mango.example', uri: 'https://mango.example', chainIds: [1101, 1] }
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const answering = (answer: () => unknown) => ({ request: async () => answer() }) as never
const failing = (error: object) => answering(() => Promise.reject(Object.assign(new Error('x'), error)))

describe('ERC-7846 wallet_connect with the sign-in capability', () => {
  it('asks under both names, the chain in hex', () => {
    const caps = signInCapabilities(request)
    expect(caps.signInWithEthereum).toEqual({ nonce: request.nonce, chainId: '0x44d', domain: 'mango.example', uri: 'https://mango.example', version: '1' })
    expect(caps.unstable_signInWithEthereum).toBe(caps.signInWithEthereum)
  })

  it.each(['signInWithEthereum', 'unstable_signInWithEthereum'])('reads the signed message under %s', async (name) => {
    const answer = await requestWithSignIn(answering(() => ({ accounts: [{ address: ADDRESS, capabilities: { [name]: { message: 'm', signature: '0x12' } } }] })), request)
    expect(answer).toEqual({ accounts: [ADDRESS], proof: { message: 'm', signature: '0x12' } })
  })

  it('accounts without a signature (or a malformed one): connected, no proof', async () => {
    const answer = await requestWithSignIn(answering(() => ({ accounts: [{ address: ADDRESS, capabilities: { signInWithEthereum: { message: 'm', signature: 'nope' } } }] })), request)
    expect(answer).toEqual({ accounts: [ADDRESS], proof: undefined })
  })

  it.each([[{ code: -32601 }], [{ code: 4200 }], [{ code: 4100 }], [{ code: -32000, message: 'Method not found' }]])('%o: the method is missing (fallback)', async (error) => {
    expect(await requestWithSignIn(failing(error), request)).toBe('unsupported')
  })

  it("the user's rejection is thrown, never a fallback", async () => {
    await expect(requestWithSignIn(failing({ code: 4001, message: 'User rejected the request.' }), request)).rejects.toMatchObject({ code: 4001 })
  })
})
