import { useAccount } from '@porch/kit/react'
import { erc20Abi, formatUnits } from 'viem'
import { tokens } from './config'
import { useReadContract } from './porch'
import { Transfer } from './Transfer'

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 })

/**
 * The token of the wallet's chain: its balance (reads follow the wallet's chain, so a
 * switch moves every number) and a form to send some.
 */
export function Token() {
  const { address, chain, isConnected } = useAccount()
  const token = chain ? tokens[chain.id] : undefined
  const enabled = isConnected && token !== undefined
  const symbol = useReadContract<string>({ address: token, abi: erc20Abi, functionName: 'symbol', query: { enabled } })
  const decimals = useReadContract<number>({ address: token, abi: erc20Abi, functionName: 'decimals', query: { enabled } })
  const balance = useReadContract<bigint>({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address!], query: { enabled: enabled && address !== undefined } })

  if (!isConnected || !address) return <p>Connect a wallet to see your tokens.</p>
  if (!chain) return <p role="alert">This network is not supported: switch to Devnet A or Devnet B.</p>
  if (!token) return <p role="alert">No token is configured for {chain.name} (VITE_TOKEN_A, VITE_TOKEN_B).</p>
  const error = symbol.error ?? decimals.error ?? balance.error
  const read = symbol.data !== undefined && decimals.data !== undefined && balance.data !== undefined ? { symbol: symbol.data, decimals: decimals.data, balance: balance.data } : undefined

  return (
    <section aria-label="Token" style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 420 }}>
      <p>
        Network: <span data-testid="network">{chain.name}</span>
      </p>
      <p>
        Balance:{' '}
        <output data-testid="token-balance">
          {read ? `${amount.format(Number(formatUnits(read.balance, read.decimals)))} ${read.symbol}` : '…'}
        </output>
      </p>
      {error && <p role="alert">{error.message}</p>}
      {read && <Transfer key={chain.id} token={token} {...read} />}
    </section>
  )
}
