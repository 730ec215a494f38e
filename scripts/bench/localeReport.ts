import type { Page } from '@playwright/test'
import { LOCALE_CHUNK_BUDGET, LOCALE_SWITCH_BUDGET_MS, measureLocaleChunks, measureLocaleSwitch } from './locales'

/** Prints (e), the locale chunks and the in-place switch; false when over a budget. */
export async function reportLocales(outDir: string, page: Page): Promise<boolean> {
  const chunks = measureLocaleChunks(outDir)
  const largest = Math.max(0, ...chunks.map((c) => c.gzip))
  console.log('\n(e) Locale chunks (each loaded only when its locale is chosen):')
  for (const c of chunks) console.log(`    ${c.file.padEnd(28)} ${String(c.gzip).padStart(6)} B gzip`)
  console.log(`    largest: ${largest} B gzip (budget ${LOCALE_CHUNK_BUDGET}) ${largest <= LOCALE_CHUNK_BUDGET ? 'OK' : 'OVER BUDGET'}`)
  const switchMs = await measureLocaleSwitch(page)
  console.log(`    switch to German with the account modal open, chunk arrived to text shown: ${switchMs.toFixed(1)} ms (budget ${LOCALE_SWITCH_BUDGET_MS} ms) ${switchMs <= LOCALE_SWITCH_BUDGET_MS ? 'OK' : 'OVER BUDGET'}`)
  return chunks.length > 0 && largest <= LOCALE_CHUNK_BUDGET && switchMs <= LOCALE_SWITCH_BUDGET_MS
}
