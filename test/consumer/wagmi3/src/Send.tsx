import { useState } from 'react'
import { formatEther, isAddress, parseEther } from 'viem'
import { useSendTransaction, useTransaction, useTransactionConfirmations, useWaitForTransactionReceipt } from 'wagmi'
import { errorText } from './errors'

/** Send ether, wait for the receipt, then read the transaction and its confirmations back. */
export function Send() {
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const sendTransaction = useSendTransaction()
  const hash = sendTransaction.data
  const receipt = useWaitForTransactionReceipt({ hash })
  const transaction = useTransaction({ hash, query: { enabled: receipt.isSuccess } })
  const confirmations = useTransactionConfirmations({ hash, query: { enabled: receipt.isSuccess } })

  return (
    <section aria-label="Send">
      <h2>Send ether</h2>
      <form
        aria-label="Send ether"
        onSubmit={(event) => {
          event.preventDefault()
          if (isAddress(to)) sendTransaction.mutate({ to, value: parseEther(amount) })
        }}
      >
        <label>
          Recipient <input name="to" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <label>
          Amount (ETH) <input name="amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>
        <button type="submit" disabled={sendTransaction.isPending}>
          Send
        </button>
      </form>
      <dl>
        <dt>Hash</dt>
        <dd data-testid="send-hash">{hash ?? ''}</dd>
        <dt>Receipt</dt>
        <dd data-testid="send-receipt">{receipt.isLoading ? 'waiting' : (receipt.data?.status ?? '')}</dd>
        <dt>Block</dt>
        <dd data-testid="send-block">{receipt.data?.blockNumber.toString() ?? ''}</dd>
        <dt>Value sent</dt>
        <dd data-testid="send-value">{transaction.data ? formatEther(transaction.data.value) : ''}</dd>
        <dt>Confirmations</dt>
        <dd data-testid="send-confirmations">{confirmations.data?.toString() ?? ''}</dd>
      </dl>
      <p role="alert" data-testid="send-error">
        {errorText(sendTransaction.error ?? receipt.error)}
      </p>
    </section>
  )
}
