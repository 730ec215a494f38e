import { createConsumerApp, type ConsumerTemplate } from '../../test/consumer/consumerApp'
import { FIRST_LOAD_BUDGET, measureFirstLoad, type FirstLoad } from './firstLoad'

/** The minimal consumer app's first load, React and react-dom included (they are about 68 600 B gzip); lowered from 90 000 (issue 44; 88,348 B now). */
export const CONSUMER_FIRST_LOAD_BUDGET = 88_500
/** The ERC-20 consumer app's first load: reads, writes and receipts on top of the minimal app's Connect button. */
export const ERC20_FIRST_LOAD_BUDGET = 100_000

/**
 * First-load JS of a Vite + React app that installs the packed kit: the minimal one
 * (test/consumer/template: a Connect button, its modals' loaders and the kit's hooks) or
 * the ERC-20 dapp (test/consumer/erc20). The kit is packed once for both (packedKit);
 * builds the app, then removes it.
 */
async function measureConsumerFirstLoad(template: ConsumerTemplate): Promise<FirstLoad> {
  const app = await createConsumerApp(template)
  try {
    return measureFirstLoad(await app.build())
  } finally {
    app.remove()
  }
}

/** Prints both consumer apps' first loads beside the site's; returns false when one is over budget. */
export async function reportConsumerFirstLoad(siteGzip: number): Promise<boolean> {
  const minimal = await measureConsumerFirstLoad('template')
  const erc20 = await measureConsumerFirstLoad('erc20')
  const minimalOk = minimal.gzip <= CONSUMER_FIRST_LOAD_BUDGET
  const erc20Ok = erc20.gzip <= ERC20_FIRST_LOAD_BUDGET
  console.log('\n(f) First-load JS of the consumer apps (packed kit in a fresh Vite + React app, React included):')
  console.log(`    minimal app: ${minimal.raw} B raw, ${minimal.gzip} B gzip (budget ${CONSUMER_FIRST_LOAD_BUDGET} gzip) ${minimalOk ? 'OK' : 'OVER BUDGET'}`)
  console.log(`    ERC-20 app:  ${erc20.raw} B raw, ${erc20.gzip} B gzip (budget ${ERC20_FIRST_LOAD_BUDGET} gzip) ${erc20Ok ? 'OK' : 'OVER BUDGET'}`)
  console.log(`    the site:    ${siteGzip} B gzip (budget ${FIRST_LOAD_BUDGET} gzip)`)
  return minimalOk && erc20Ok
}
