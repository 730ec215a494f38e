import { ConnectButton } from '@rainbow-me/rainbowkit'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { erc20Abi, formatUnits, parseUnits } from 'viem'
import { useAccount, useConfig, useReadContract, useWriteContract } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'

const mango = import.meta.env.VITE_MANGO_ADDRESS
const pMango = import.meta.env.VITE_PMANGO_ADDRESS
const plantAbi = [
  {
    type: 'function',
    name: 'plant',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'amount', type: 'uint256' },
      { name: 'to', type: 'address' },
    ],
    outputs: [],
  },
]

/** A Connect button, the two balances and a Stake button: approve when the allowance is short, then plant. */
export function App() {
  const { address } = useAccount()
  const config = useConfig()
  const queryClient = useQueryClient()
  const [amount, setAmount] = useState('')
  const [result, setResult] = useState('')
  const read = (token, functionName, args) => ({ address: token, abi: erc20Abi, functionName, args, query: { enabled: address !== undefined } })
  const mangoBalance = useReadContract(read(mango, 'balanceOf', [address]))
  const pMangoBalance = useReadContract(read(pMango, 'balanceOf', [address]))
  const allowance = useReadContract(read(mango, 'allowance', [address, pMango]))
  const { writeContractAsync } = useWriteContract()

  const stake = async () => {
    const value = parseUnits(amount, 18)
    try {
      if ((allowance.data ?? 0n) < value) {
        const approved = await writeContractAsync({ address: mango, abi: erc20Abi, functionName: 'approve', args: [pMango, value] })
        await waitForTransactionReceipt(config, { hash: approved })
      }
      const planted = await writeContractAsync({ address: pMango, abi: plantAbi, functionName: 'plant', args: [value, address] })
      await waitForTransactionReceipt(config, { hash: planted })
      await queryClient.invalidateQueries()
      setResult(`Staked ${amount} MANGO.`)
    } catch (e) {
      setResult(e.shortMessage ?? e.message)
    }
  }

  return (
    <main style={{ fontFamily: 'sans-serif', padding: 24 }}>
      <header style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ConnectButton />
      </header>
      <p>
        MANGO: <span data-testid="mango-balance">{mangoBalance.data === undefined ? '-' : formatUnits(mangoBalance.data, 18)}</span>
      </p>
      <p>
        pMANGO: <span data-testid="pmango-balance">{pMangoBalance.data === undefined ? '-' : formatUnits(pMangoBalance.data, 18)}</span>
      </p>
      <label>
        Amount to stake <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
      </label>
      <button type="button" onClick={() => void stake()} disabled={!address}>
        Stake
      </button>
      <p role="status">{result}</p>
    </main>
  )
}
