import { signMessage } from '@porch/kit'
import { useAccount, useAddRecentTransaction, useConfig } from '@porch/kit/react'
import { useState } from 'react'

/** Sign a message and send a transaction with the connected wallet. */
export function Actions() {
  const config = useConfig()
  const { isConnected, address, connector } = useAccount()
  const addRecentTransaction = useAddRecentTransaction()
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  if (!isConnected || !address || !connector) return <p>Connect a wallet to sign and send.</p>

  const run = (action: () => Promise<void>) => () => {
    setError(undefined)
    action().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
  }
  const sign = run(async () => {
    setSignature(await signMessage(config, { message: 'Hello from the consumer app' }))
  })
  const send = run(async () => {
    // Straight through the wallet's EIP-1193 provider (viem's wallet client works too, see getWalletClient).
    const provider = await connector.getProvider()
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] })
    addRecentTransaction({ hash, description: 'Sent 1 wei to myself' })
  })

  return (
    <div style={{ display: 'flex', gap: 8, flexDirection: 'column', alignItems: 'flex-start' }}>
      <button type="button" onClick={sign}>
        Sign message
      </button>
      {signature && <output data-testid="signature">{signature}</output>}
      <button type="button" onClick={send}>
        Send transaction
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  )
}
