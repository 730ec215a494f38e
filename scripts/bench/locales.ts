import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { LOCALES } from '@porch/kit'

export const LOCALE_CHUNK_BUDGET = 6_000
export const LOCALE_SWITCH_BUDGET_MS = 100

/** Every locale chunk of a build (the kit's and the site's, `<locale>-<hash>.js`), gzip level 9. */
export function measureLocaleChunks(distDir: string): Array<{ file: string; gzip: number }> {
  const names = new RegExp(`^(${LOCALES.join('|')})-[\\w-]{8}\\.js$`)
  const dir = join(distDir, 'assets')
  return readdirSync(dir)
    .filter((f) => names.test(f))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dir, file)), { level: 9 }).length }))
}

/**
 * With the account modal open, picks German in the language menu and measures, in the
 * page, from the moment the last chunk that switch needs has arrived (resource timing) to
 * the dialog showing German text. Then switches back to English; the modal stays open.
 */
export async function measureLocaleSwitch(page: Page): Promise<number> {
  await page.getByTestId('account-button').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Copy Address').waitFor()
  const menu = page.getByTestId('language-menu')
  await menu.hover()
  await menu.locator('option[value="de"]').waitFor({ state: 'attached' })
  const shown = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const done = () => {
          const dialogNow = document.querySelector('[role="dialog"]')
          if (!dialogNow?.textContent?.includes('Adresse kopieren')) return false
          const at = performance.now()
          const chunks = performance.getEntriesByType('resource').filter((e) => /\/assets\/(de|localeNumber|abbreviateIntl)-/.test(e.name)) as PerformanceResourceTiming[]
          resolve(at - Math.max(...chunks.map((c) => c.responseEnd)))
          return true
        }
        new MutationObserver((_, observer) => done() && observer.disconnect()).observe(document.body, { subtree: true, childList: true, characterData: true })
      }),
  )
  await menu.selectOption('de')
  const ms = await shown
  await menu.selectOption('en')
  await dialog.getByText('Copy Address').waitFor()
  await page.keyboard.press('Escape')
  return ms
}
