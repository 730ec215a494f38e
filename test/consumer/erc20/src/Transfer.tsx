import { describeError, isAddressLike } from '@porch/kit'
import { useWaitForTransactionReceipt, useWriteContract } from '@porch/kit/react'
import { useState, type FormEvent } from 'react'
import { erc20Abi, parseUnits, type Address } from 'viem'

interface TransferProps {
  token: Address
  symbol: string
  decimals: number
  balance: bigint
}

/** Amount in the token's units, or a sentence saying what is wrong with it. */
function parseAmount(text: string, decimals: number, balance: bigint): bigint | string {
  let value: bigint
  try {
    value = parseUnits(text.trim(), decimals)
  } catch {
    return 'Enter an amount, such as 1.5.'
  }
  if (value <= 0n) return 'Enter an amount above zero.'
  if (value > balance) return 'That is more than your balance.'
  return value
}

/**
 * Send tokens: the kit simulates the transfer, the wallet signs, the receipt confirms and
 * Recent Transactions lists it (the write's `recent` option).
 */
export function Transfer({ token, symbol, decimals, balance }: TransferProps) {
  const [to, setTo] = useState('')
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string>()
  const write = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: write.data })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = parseAmount(text, decimals, balance)
    const problem = !isAddressLike(to) ? 'Enter the recipient’s address (0x…).' : typeof value === 'string' ? value : undefined
    setProblem(problem)
    if (problem || typeof value === 'string') return
    write.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to as Address, value],
      recent: { description: `Send ${text.trim()} ${symbol} to ${to.slice(0, 6)}…${to.slice(-4)}` },
    })
  }

  return (
    <form aria-label="Send tokens" onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <label>
        Recipient <input name="to" value={to} onChange={(e) => setTo(e.target.value)} placeholder="0x…" autoComplete="off" />
      </label>
      <label>
        Amount ({symbol}) <input name="amount" value={text} onChange={(e) => setText(e.target.value)} inputMode="decimal" autoComplete="off" />
      </label>
      <button type="submit" disabled={write.isPending || receipt.isLoading}>
        Send
      </button>
      <p role="status">{write.isPending ? 'Confirm the transfer in your wallet…' : receipt.isLoading ? 'Waiting for confirmation…' : receipt.isSuccess ? 'Transfer confirmed.' : ''}</p>
      {/* The kit's typed errors, in one plain sentence each (rejected, reverted with its reason, wrong chain, ...). */}
      {(problem ?? write.error ?? receipt.error) && <p role="alert">{problem ?? describeError(write.error ?? receipt.error)}</p>}
    </form>
  )
}
