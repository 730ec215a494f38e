import { formatUnits, parseEther, type Address } from 'viem'
import { useBalance, useBytecode, useEnsAddress, useEnsName, useEstimateFeesPerGas, useEstimateGas, useGasPrice, useTransactionCount } from 'wagmi'

/** What the node says about the account and the chain: balance, nonce, ENS, gas. */
export function Account({ address, token, to }: { address: Address; token: Address | undefined; to: Address | undefined }) {
  const balance = useBalance({ address })
  const nonce = useTransactionCount({ address })
  const ensName = useEnsName({ address })
  const ensAddress = useEnsAddress({ name: 'wevm.eth' })
  const gas = useEstimateGas({ to, value: parseEther('0.01'), query: { enabled: Boolean(to) } })
  const gasPrice = useGasPrice()
  const fees = useEstimateFeesPerGas()
  const bytecode = useBytecode({ address: token, query: { enabled: Boolean(token) } })

  return (
    <section aria-label="Account">
      <h2>Account</h2>
      <dl>
        <dt>Balance</dt>
        <dd data-testid="balance">{balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : ''}</dd>
        <dt>Transactions sent</dt>
        <dd data-testid="nonce">{nonce.data ?? ''}</dd>
        <dt>ENS name</dt>
        <dd data-testid="ens-name">{ensName.data ?? 'none'}</dd>
        <dt>wevm.eth</dt>
        <dd data-testid="ens-address">{ensAddress.data ?? 'none'}</dd>
        <dt>Gas to send 0.01 ETH</dt>
        <dd data-testid="estimate-gas">{gas.data?.toString() ?? ''}</dd>
        <dt>Gas price</dt>
        <dd data-testid="gas-price">{gasPrice.data?.toString() ?? ''}</dd>
        <dt>Max fee per gas</dt>
        <dd data-testid="max-fee">{fees.data?.maxFeePerGas?.toString() ?? ''}</dd>
        <dt>Token bytecode</dt>
        <dd data-testid="bytecode-size">{bytecode.data ? (bytecode.data.length - 2) / 2 : ''}</dd>
      </dl>
    </section>
  )
}
