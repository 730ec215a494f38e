import { useState } from 'react'
import type { Address } from 'viem'
import { useSignMessage, useSignTypedData, useVerifyMessage } from 'wagmi'
import { errorText } from './errors'
import { mail } from './mail'

/** Sign a message (and check the signature against the account), sign EIP-712 typed data. */
export function Sign({ address }: { address: Address }) {
  const [message, setMessage] = useState('')
  const signMessage = useSignMessage()
  const signed = signMessage.variables?.message
  const verified = useVerifyMessage({
    address,
    message: typeof signed === 'string' ? signed : '',
    signature: signMessage.data,
    query: { enabled: Boolean(signMessage.data) },
  })
  const signTypedData = useSignTypedData()

  return (
    <section aria-label="Sign">
      <h2>Sign</h2>
      <form
        aria-label="Sign a message"
        onSubmit={(event) => {
          event.preventDefault()
          signMessage.mutate({ message })
        }}
      >
        <label>
          Message <input name="message" value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" disabled={signMessage.isPending}>
          Sign message
        </button>
      </form>
      <dl>
        <dt>Signature</dt>
        <dd data-testid="message-signature">{signMessage.data ?? ''}</dd>
        <dt>Verified</dt>
        <dd data-testid="message-verified">{verified.data === undefined ? '' : String(verified.data)}</dd>
      </dl>
      <p role="alert" data-testid="sign-error">
        {errorText(signMessage.error)}
      </p>
      <button type="button" onClick={() => signTypedData.mutate(mail)} disabled={signTypedData.isPending}>
        Sign typed data
      </button>
      <dl>
        <dt>Typed data signature</dt>
        <dd data-testid="typed-signature">{signTypedData.data ?? ''}</dd>
      </dl>
    </section>
  )
}
