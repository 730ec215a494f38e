import { useChainId, useChains, useClient, usePublicClient, useSwitchChain } from 'wagmi'
import { errorText } from './errors'

/** The app's chains, the current one, a switch, and the viem clients wagmi hands out for it. */
export function Chain() {
  const chainId = useChainId()
  const chains = useChains()
  const switchChain = useSwitchChain()
  const client = useClient()
  const publicClient = usePublicClient()

  return (
    <section aria-label="Chain">
      <h2>Chain</h2>
      <dl>
        <dt>Chain id</dt>
        <dd data-testid="chain-id">{chainId}</dd>
        <dt>Client's chain</dt>
        <dd data-testid="client-chain">{client?.chain.id ?? ''}</dd>
        <dt>Public client's chain</dt>
        <dd data-testid="public-client-chain">{publicClient?.chain.id ?? ''}</dd>
      </dl>
      <ul aria-label="Chains">
        {chains.map((chain) => (
          <li key={chain.id}>
            <button type="button" onClick={() => switchChain.mutate({ chainId: chain.id })} disabled={chain.id === chainId || switchChain.isPending}>
              Switch to {chain.name}
            </button>
          </li>
        ))}
      </ul>
      <p role="alert" data-testid="switch-error">
        {errorText(switchChain.error)}
      </p>
    </section>
  )
}
