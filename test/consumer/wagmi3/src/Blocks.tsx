import { useState } from 'react'
import { useBlock, useBlockNumber, useWatchBlockNumber } from 'wagmi'

/** The block number as it moves (watched twice: a query and a callback) and one block read by number. */
export function Blocks() {
  const blockNumber = useBlockNumber({ watch: true })
  const [seen, setSeen] = useState<bigint>()
  useWatchBlockNumber({ onBlockNumber: setSeen })
  const first = useBlock({ blockNumber: 1n })

  return (
    <section aria-label="Blocks">
      <h2>Blocks</h2>
      <dl>
        <dt>Block number</dt>
        <dd data-testid="block-number">{blockNumber.data?.toString() ?? ''}</dd>
        <dt>Last block seen by the watcher</dt>
        <dd data-testid="watched-block">{seen?.toString() ?? ''}</dd>
        <dt>Block 1</dt>
        <dd data-testid="block-1-hash">{first.data?.hash ?? ''}</dd>
      </dl>
    </section>
  )
}
