/**
 * `npm run serve`: the production build (dist/, from `npm run build`) and the sign-in API
 * on HOST:PORT. Configuration: docs/server.md.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { startSiteServer } from './app'
import { ConfigError, readConfig } from './config'
import { readServingFacts } from './servingFacts'

async function main(): Promise<void> {
  const distDir = process.env.DIST_DIR || 'dist'
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`Cannot start the server: ${join(distDir, 'index.html')} does not exist. Run \`npm run build\` first.`)
    process.exit(1)
  }
  let config
  try {
    // The build decides the chain, the nodes and the origins; the variables may only agree.
    config = readConfig(process.env, { distDir, facts: readServingFacts(distDir) })
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Cannot start the server: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  if (config.ephemeralSecret) {
    console.warn('SESSION_SECRET is not set: using a random key for this process (loopback only); sessions end when it stops.')
  }
  const running = await startSiteServer(config)
  process.stdout.write(
    `Mango serving ${config.distDir}/ at ${running.url} (public origin ${config.publicOrigin.origin}, chain ${config.chainId}, nonces in ${config.redisUrl ? 'Redis' : 'memory'})\n`,
  )
  const stop = (): void => {
    void running.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`Cannot start the server: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
