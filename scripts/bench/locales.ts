import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

export const LOCALE_CHUNK_BUDGET = 6_000
export const LOCALE_SWITCH_BUDGET_MS = 100

/** Every locale chunk of a build (the kit's and the site's, `<locale>-<hash>.js`), gzip level 9. */
export function measureLocaleChunks(distDir: string): Array<{ file: string; gzip: number }> {
  // Locale files are named by their BCP 47 tag (de, pt-BR, zh-HK), as the chunks built from them.
  const names = /^[a-z]{2}(-[A-Z]{2})?-[\w-]{8}\.js$/
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
  const menu = page.getByTestId('language-menu')
  await menu.hover() // the list of languages loads as the menu is approached
  await menu.locator('option[value="de"]').waitFor({ state: 'attached' })
  await page.getByTestId('account-button').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Copy Address').waitFor()
  const shown = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const done = () => {
          const dialogNow = document.querySelector('dialog:modal')
          if (!dialogNow?.textContent?.includes('Adresse kopieren')) return false
          const at = performance.now()
          const chunks = performance.getEntriesByType('resource').filter((e) => /\/assets\/(de|localeNumber|abbreviateIntl)-/.test(e.name)) as PerformanceResourceTiming[]
          resolve(at - Math.max(...chunks.map((c) => c.responseEnd)))
          return true
        }
        new MutationObserver((_, observer) => done() && observer.disconnect()).observe(document.body, { subtree: true, childList: true, characterData: true })
      }),
  )
  // The open modal covers the header: the choice is made as the app would make it, on the menu's value.
  await menu.selectOption('de', { force: true })
  const ms = await shown
  await menu.selectOption('en', { force: true })
  await dialog.getByText('Copy Address').waitFor()
  await page.keyboard.press('Escape')
  return ms
}
