import { useState } from 'react'
import { encodeFunctionData, erc20Abi, isAddress, parseEther, type Address } from 'viem'
import { useCapabilities, useChainId, useSendCalls, useWaitForCallsStatus } from 'wagmi'
import { errorText } from './errors'

/** EIP-5792: what the wallet can do on this chain, then two calls sent as one batch and followed to their receipts. */
export function Calls({ token }: { token: Address }) {
  const chainId = useChainId()
  const capabilities = useCapabilities({ chainId })
  const [to, setTo] = useState('')
  const sendCalls = useSendCalls()
  const status = useWaitForCallsStatus({ id: sendCalls.data?.id })

  return (
    <section aria-label="Calls">
      <h2>Batch</h2>
      <dl>
        <dt>Atomic batches</dt>
        <dd data-testid="atomic">{capabilities.data?.atomic?.status ?? ''}</dd>
      </dl>
      <form
        aria-label="Send a batch"
        onSubmit={(event) => {
          event.preventDefault()
          if (!isAddress(to)) return
          sendCalls.mutate({
            calls: [
              { to, value: parseEther('0.01') },
              { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1n] }) },
            ],
          })
        }}
      >
        <label>
          Recipient <input name="to" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <button type="submit" disabled={sendCalls.isPending}>
          Send batch
        </button>
      </form>
      <dl>
        <dt>Batch id</dt>
        <dd data-testid="calls-id">{sendCalls.data?.id ?? ''}</dd>
        <dt>Batch status</dt>
        <dd data-testid="calls-status">{status.data?.status ?? (status.isLoading ? 'waiting' : '')}</dd>
        <dt>Receipts</dt>
        <dd data-testid="calls-receipts">{status.data?.receipts?.map((r) => r.status).join(', ') ?? ''}</dd>
      </dl>
      <p role="alert" data-testid="calls-error">
        {errorText(sendCalls.error ?? status.error)}
      </p>
    </section>
  )
}
