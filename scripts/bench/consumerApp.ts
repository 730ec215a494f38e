import { createConsumerApp } from '../../test/consumer/consumerApp'
import { measureFirstLoad, type FirstLoad } from './firstLoad'

/** The minimal consumer app's first load, React and react-dom included (they are about 68 600 B gzip). */
export const CONSUMER_FIRST_LOAD_BUDGET = 90_000

/**
 * First-load JS of the minimal Vite + React app that installs the packed kit
 * (test/consumer/template): what another dapp pays for a Connect button, its modals'
 * loaders and the kit's hooks. Builds the kit, packs it, builds the app, removes it.
 */
export async function measureConsumerFirstLoad(): Promise<FirstLoad> {
  const app = await createConsumerApp()
  try {
    return measureFirstLoad(await app.build())
  } finally {
    app.remove()
  }
}

/** Prints the consumer app's first load beside the site's; returns false when over budget. */
export async function reportConsumerFirstLoad(siteGzip: number): Promise<boolean> {
  const first = await measureConsumerFirstLoad()
  const ok = first.gzip <= CONSUMER_FIRST_LOAD_BUDGET
  console.log('\n(f) First-load JS of the minimal consumer app (packed kit in a fresh Vite + React app, React included):')
  console.log(`    consumer app: ${first.raw} B raw, ${first.gzip} B gzip (budget ${CONSUMER_FIRST_LOAD_BUDGET} gzip) ${ok ? 'OK' : 'OVER BUDGET'}`)
  console.log(`    the site:     ${siteGzip} B gzip (budget 100000 gzip)`)
  return ok
}
