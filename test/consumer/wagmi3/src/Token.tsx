import { useEffect, useState } from 'react'
import { erc20Abi, formatUnits, isAddress, parseUnits, type Address } from 'viem'
import {
  useBlockNumber,
  useContractEvents,
  useReadContract,
  useReadContracts,
  useSimulateContract,
  useWaitForTransactionReceipt,
  useWatchContractEvent,
  useWriteContract,
} from 'wagmi'
import { errorText } from './errors'

/** An amount in the token's units, or undefined when the text is not one. */
function parseAmount(text: string, decimals: number | undefined): bigint | undefined {
  if (decimals === undefined) return undefined
  try {
    const value = parseUnits(text.trim(), decimals)
    return value > 0n ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * An ERC-20: its metadata and the account's balance (read again at every new block), a
 * transfer simulated before the wallet is asked, its receipt, and the token's Transfer
 * events, both fetched and watched.
 */
export function Token({ token, address }: { token: Address; address: Address }) {
  const metadata = useReadContracts({
    allowFailure: false,
    contracts: [
      { address: token, abi: erc20Abi, functionName: 'name' },
      { address: token, abi: erc20Abi, functionName: 'symbol' },
      { address: token, abi: erc20Abi, functionName: 'decimals' },
    ],
  })
  const [name, symbol, decimals] = metadata.data ?? []
  const balance = useReadContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const events = useContractEvents({ address: token, abi: erc20Abi, eventName: 'Transfer', fromBlock: 0n })
  const { data: blockNumber } = useBlockNumber({ watch: true })
  const { refetch: refetchBalance } = balance
  const { refetch: refetchEvents } = events
  // wagmi's docs: a query that follows the chain reads again when a new block arrives.
  useEffect(() => {
    void refetchBalance()
    void refetchEvents()
  }, [blockNumber, refetchBalance, refetchEvents])

  const [watched, setWatched] = useState<string[]>([])
  useWatchContractEvent({
    address: token,
    abi: erc20Abi,
    eventName: 'Transfer',
    onLogs(logs) {
      setWatched((seen) => [...seen, ...logs.map((log) => `${log.args.value ?? ''} to ${log.args.to ?? ''}`)])
    },
  })

  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const value = parseAmount(amount, decimals)
  const ready = isAddress(to) && value !== undefined
  const simulation = useSimulateContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: ready ? [to, value] : undefined,
    query: { enabled: ready },
  })
  const writeContract = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: writeContract.data })

  return (
    <section aria-label="Token">
      <h2>Token</h2>
      <dl>
        <dt>Name</dt>
        <dd data-testid="token-name">{name ?? ''}</dd>
        <dt>Symbol</dt>
        <dd data-testid="token-symbol">{symbol ?? ''}</dd>
        <dt>Balance</dt>
        <dd data-testid="token-balance">{balance.data !== undefined && decimals !== undefined ? formatUnits(balance.data, decimals) : ''}</dd>
        <dt>Transfer events</dt>
        <dd data-testid="token-events">{events.data?.length ?? ''}</dd>
        <dt>Transfers seen while watching</dt>
        <dd data-testid="token-watched">{watched.join(', ')}</dd>
      </dl>
      <form
        aria-label="Transfer tokens"
        onSubmit={(event) => {
          event.preventDefault()
          if (simulation.data) writeContract.mutate(simulation.data.request)
        }}
      >
        <label>
          Recipient <input name="to" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <label>
          Amount <input name="amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>
        <button type="submit" disabled={!simulation.data || writeContract.isPending}>
          Transfer
        </button>
      </form>
      <dl>
        <dt>Simulation</dt>
        <dd data-testid="transfer-simulation">{simulation.data ? String(simulation.data.result) : errorText(simulation.error)}</dd>
        <dt>Hash</dt>
        <dd data-testid="transfer-hash">{writeContract.data ?? ''}</dd>
        <dt>Receipt</dt>
        <dd data-testid="transfer-receipt">{receipt.isLoading ? 'waiting' : (receipt.data?.status ?? '')}</dd>
      </dl>
      <p role="alert" data-testid="transfer-error">
        {errorText(writeContract.error ?? receipt.error)}
      </p>
    </section>
  )
}
