import { describeError } from '@porch/kit'
import { useAccount, useReadContract } from '@porch/kit/react'
import { erc20Abi, formatUnits, type Address } from 'viem'
import { tokens } from './config'
import { Transfer } from './Transfer'

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 })

/** The connected wallet's token on the wallet's chain, or why there is none. */
export function Token() {
  const { address, chain, isConnected } = useAccount()
  if (!isConnected || !address) return <p>Connect a wallet to see your tokens.</p>
  if (!chain) return <p role="alert">This network is not supported: switch to Devnet A or Devnet B.</p>
  const token = tokens[chain.id]
  if (!token) return <p role="alert">No token is configured for {chain.name} (VITE_TOKEN_A, VITE_TOKEN_B).</p>
  return <Holding key={chain.id} network={chain.name} token={token} owner={address} />
}

/**
 * The token's balance and a form to send some. The reads name no chain: they follow the
 * wallet's, so a switch moves every number (and the kit refreshes them at a receipt).
 */
function Holding({ network, token, owner }: { network: string; token: Address; owner: Address }) {
  const symbol = useReadContract({ address: token, abi: erc20Abi, functionName: 'symbol' })
  const decimals = useReadContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
  const balance = useReadContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const error = symbol.error ?? decimals.error ?? balance.error
  const read = symbol.data !== undefined && decimals.data !== undefined && balance.data !== undefined ? { symbol: symbol.data, decimals: decimals.data, balance: balance.data } : undefined

  return (
    <section aria-label="Token" style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 420 }}>
      <p>
        Network: <span data-testid="network">{network}</span>
      </p>
      <p>
        Balance:{' '}
        <output data-testid="token-balance">{read ? `${amount.format(Number(formatUnits(read.balance, read.decimals)))} ${read.symbol}` : '…'}</output>
      </p>
      {error && <p role="alert">{describeError(error)}</p>}
      {read && <Transfer token={token} {...read} />}
    </section>
  )
}
