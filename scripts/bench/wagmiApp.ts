import { buildWagmiApp, type WagmiAppVariant } from '../kit/wagmiApp'
import { measureFirstLoad, type FirstLoad } from './firstLoad'

/** The wagmi 3 app moved to the kit (test/consumer/wagmi3, 37 of wagmi's hooks): first load, React included. */
export const WAGMI_APP_FIRST_LOAD_BUDGET = 105_000

/** A variant's first load, or why it did not build (type errors, a warning). */
async function measure(variant: WagmiAppVariant): Promise<FirstLoad | Error> {
  try {
    return measureFirstLoad(await buildWagmiApp(variant))
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}

const describe = (load: FirstLoad | Error) => (load instanceof Error ? `does not build: ${load.message.split('\n').slice(0, 6).join('\n      ')}` : `${load.raw} B raw, ${load.gzip} B gzip`)

/**
 * Prints the wagmi 3 app's first load moved to the kit (budget) beside the same app on
 * wagmi 3 + TanStack Query + viem, and their ratio; returns false when the kit's is over
 * budget or does not build.
 */
export async function reportWagmiAppFirstLoad(): Promise<boolean> {
  const kit = await measure('kit')
  const wagmi = await measure('wagmi')
  const ok = !(kit instanceof Error) && kit.gzip <= WAGMI_APP_FIRST_LOAD_BUDGET
  console.log('\n(k) First-load JS of the wagmi 3 app (test/consumer/wagmi3), React included:')
  console.log(`    moved to the kit: ${describe(kit)} (budget ${WAGMI_APP_FIRST_LOAD_BUDGET} gzip) ${ok ? 'OK' : 'OVER BUDGET'}`)
  console.log(`    on wagmi 3.7.7 + TanStack Query + viem: ${describe(wagmi)}`)
  if (!(kit instanceof Error) && !(wagmi instanceof Error)) console.log(`    ratio kit / wagmi: ${(kit.gzip / wagmi.gzip).toFixed(2)}`)
  return ok
}
