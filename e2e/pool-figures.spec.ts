import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { shownNumber } from './fixtures/numbers'

/** The pool figures' cards. */
const POOL = ['total-staked', 'treasury-balance'] as const

/**
 * The text of the pool figures' cards and whether the network notice shows, at every
 * animation frame for `ms`: what the user sees, frame by frame.
 */
function sampleFrames(page: Page, ms: number) {
  return page.evaluate(
    ({ ids, ms }) =>
      new Promise<Array<{ figures: string[]; notice: boolean }>>((resolve) => {
        const frames: Array<{ figures: string[]; notice: boolean }> = []
        const end = performance.now() + ms
        const frame = (t: number) => {
          frames.push({ figures: ids.map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''), notice: !!document.querySelector('[data-testid="network-notice"]') })
          if (t < end) requestAnimationFrame(frame)
          else resolve(frames)
        }
        requestAnimationFrame(frame)
      }),
    { ids: [...POOL], ms },
  )
}

const figures = (page: Page) => Promise.all(POOL.map(async (id) => (await page.getByTestId(id).textContent()) ?? ''))

test('after Disconnect the pool figures never go back to before the stake, and no false staleness notice', async ({ page, wallet, devnet }) => {
  // The clock runs as usual; it only lets the test age what was read (fastForward) without waiting.
  await page.clock.install()
  await wallet.install()
  // A user who opens the page before connecting: the numbers without a wallet are read first.
  await page.goto('/')
  await expect.poll(() => shownNumber(page, 'total-staked')).not.toBeNaN()
  const before = await figures(page)
  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)

  const total = await shownNumber(page, 'total-staked')
  await page.getByLabel('Amount to stake').fill('60')
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
  await expect.poll(() => shownNumber(page, 'total-staked')).toBe(total + 60)
  // Half a minute on (two refresh intervals and more): the numbers shown are refreshed on
  // schedule, as they are for a user who stays on the page.
  await page.clock.fastForward(30_000)
  await expect(page.getByTestId('network-notice')).toHaveCount(0)
  const after = await figures(page)

  // From now on the node answers in 300 ms (a phone's connection): a set of figures shown
  // while a read is on its way stays on screen for many frames.
  await page.route(devnet.rpcUrl, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.continue()
  })
  await page.getByTestId('account-button').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  const frames = await sampleFrames(page, 10_000)
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
  expect(frames.length).toBeGreaterThan(100)
  // Every frame shows the figures as they were after the stake (not those from before it: the
  // total differs), and no notice.
  expect(after[0]).not.toBe(before[0])
  const wrong = frames.filter((f) => f.notice || f.figures.some((text, i) => text !== after[i]))
  expect({ wrong: wrong.length, first: wrong[0] }).toEqual({ wrong: 0, first: undefined })
})
