'use client'
import { useConnectors } from '@porch/kit/react'

/** Every connector the kit knows, including EIP-6963 wallets discovered once mounted. */
export function ConnectorList() {
  const connectors = useConnectors()
  return (
    <ul data-testid="connectors">
      {connectors.map((c) => (
        <li key={c.id}>{c.name}</li>
      ))}
    </ul>
  )
}
