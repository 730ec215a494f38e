import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useState, type FormEvent } from 'react'
import { parseEther, type Address } from 'viem'
import { useAccount, useSendTransaction } from 'wagmi'

/**
 * wagmi's `useSendTransaction`, then RainbowKit's "Recent Transactions": the hash is
 * registered with `useAddRecentTransaction`, so the account modal lists it.
 */
export function SendEther() {
  const { isConnected } = useAccount()
  const addRecentTransaction = useAddRecentTransaction()
  const { sendTransactionAsync, data: hash, error, isPending } = useSendTransaction()
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.01')

  async function submit(event: FormEvent) {
    event.preventDefault()
    const sent = await sendTransactionAsync({ to: to as Address, value: parseEther(amount) })
    addRecentTransaction({ hash: sent, description: `Send ${amount} ETH` })
  }

  if (!isConnected) return null
  return (
    <form aria-label="Send ether" onSubmit={(e) => void submit(e).catch(() => {})}>
      <label>
        Recipient <input value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <label>
        Amount (ETH) <input value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <button type="submit" disabled={isPending}>
        Send
      </button>
      <output data-testid="send-hash">{hash ?? ''}</output>
      <output data-testid="send-error">{error ? error.message.split('\n')[0] : ''}</output>
    </form>
  )
}
