/**
 * Run the local WalletConnect relay standalone, for the dev server and manual testing:
 *   npx tsx scripts/relay.ts [--port 8787]
 * Prints the ws:// URL on stdout (first line), stops on SIGINT/SIGTERM.
 */
import { startRelay } from '@porch/kit/testing'

function portArg(argv: readonly string[]): number | undefined {
  const i = argv.indexOf('--port')
  const raw = i >= 0 ? argv[i + 1] : process.env.RELAY_PORT
  if (raw === undefined) return undefined
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port "${raw}": expected an integer 0-65535.`)
  }
  return port
}

const relay = await startRelay({ port: portArg(process.argv.slice(2)) })
console.log(relay.url)

let stopping = false
const shutdown = () => {
  if (stopping) return
  stopping = true
  relay.stop().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e)
      process.exit(1)
    },
  )
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
