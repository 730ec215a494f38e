import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { stakerOnNode } from './fixtures/history'
import { shownNumber } from './fixtures/numbers'

/** The pool figures' cards. */
const POOL = ['total-staked', 'treasury-balance'] as const

/**
 * The text of the cards `ids` and whether the network notice shows, at every animation
 * frame for `ms`: what the user sees, frame by frame.
 */
function sampleFrames(page: Page, ms: number, ids: readonly string[] = POOL) {
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
    { ids, ms },
  )
}

const figures = (page: Page) => Promise.all(POOL.map(async (id) => (await page.getByTestId(id).textContent()) ?? ''))

/** The node answers the page in 300 ms (a phone's connection): whatever shows while a read is on its way stays for many frames. */
const slowNode = (page: Page, url: string) =>
  page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.continue()
  })

test('the pool figures stay through Connect and Disconnect, never back to before a stake, no false staleness notice', async ({ page, wallet, devnet }) => {
  // The clock runs as usual; it only lets the test age what was read (fastForward) without waiting.
  await page.clock.install()
  await wallet.install()
  // A user who opens the page before connecting: the numbers without a wallet are read first.
  await page.goto('/')
  await expect.poll(() => shownNumber(page, 'total-staked')).not.toBeNaN()
  const before = await figures(page)
  const total = await shownNumber(page, 'total-staked')

  // Connect: the pool figures stay as they are; the user's own show their loading state.
  await slowNode(page, devnet.rpcUrl)
  const connecting = sampleFrames(page, 2_000, [...POOL, 'mango-balance'])
  await connectTestWallet(page, wallet.address)
  const onConnect = await connecting
  await page.unroute(devnet.rpcUrl)
  const moved = onConnect.filter((f) => f.figures.slice(0, 2).join() !== before.join())
  expect({ moved: moved.length, first: moved[0] }).toEqual({ moved: 0, first: undefined })
  expect(onConnect.map((f) => f.figures[2])).toContain('…')
  await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)

  await page.getByLabel('Amount to stake').fill('60')
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
  await expect.poll(() => shownNumber(page, 'total-staked')).toBe(total + 60)
  // Half a minute on (two refresh intervals and more): the numbers shown are refreshed on
  // schedule, as they are for a user who stays on the page.
  await page.clock.fastForward(30_000)
  await expect(page.getByTestId('network-notice')).toHaveCount(0)
  const after = await figures(page)

  await slowNode(page, devnet.rpcUrl)
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

/** The pool yield's 7-day figure and whether its card is within the viewport, at every frame of every load from the first. */
async function recordPoolYield(page: Page) {
  await page.addInitScript(() => {
    const frames: Array<{ text: string | null; visible: boolean }> = []
    ;(window as unknown as { __yield: typeof frames }).__yield = frames
    const frame = () => {
      const card = document.querySelector('[data-testid="pool-yield"]')
      const r = card?.getBoundingClientRect()
      frames.push({ text: document.querySelector('[data-testid="pool-yield-7"]')?.textContent ?? null, visible: !!r && r.bottom > 0 && r.top < innerHeight })
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}
const yieldFrames = (page: Page) => page.evaluate(() => (window as unknown as { __yield: Array<{ text: string | null; visible: boolean }> }).__yield)

test("a visitor's pool yield: read as its card nears the screen, then from the cache at the first paint of a reload, never 'Reading…' while on screen", async ({ page, devnet }) => {
  const staker = stakerOnNode(devnet.deployment, 3)
  await staker.plant(100n * 10n ** 18n)
  for (let day = 0; day < 2; day++) {
    await devnet.increaseTime(86_400)
    await staker.harvest() // each harvest distributes the treasury's stream: a DistributeReward event
  }
  const figure = /^[\d,.]+ USDC per 1,000 MANGO per year$/
  await recordPoolYield(page)
  await page.goto('/')
  await expect.poll(() => shownNumber(page, 'total-staked')).toBe(100)
  await page.getByTestId('pool-yield').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('pool-yield-7')).toHaveText(figure)
  const known = await page.getByTestId('pool-yield-7').textContent()

  // A reload, scrolled where the card is (the browser restores the scroll) and then to the top and back.
  await page.reload()
  await expect(page.getByTestId('pool-yield-7')).toHaveText(figure)
  await page.evaluate(() => scrollTo(0, 0))
  await page.getByTestId('pool-yield').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('pool-yield-7')).toHaveText(known!)
  await expect(page.getByText('From your last visit, being brought up to date.')).toHaveCount(0)
  // Frames painted with the card on screen (the scroll is done before the next frame): a
  // loaded machine paints fewer per second, so this waits for them rather than counting.
  await expect.poll(async () => (await yieldFrames(page)).filter((f) => f.visible && f.text !== null).length).toBeGreaterThan(10)
  const frames = await yieldFrames(page)
  const shown = frames.filter((f) => f.text !== null)
  // From the first frame the card exists: the last visit's figure, never the placeholder.
  expect(shown[0]!.text).toMatch(figure)
  expect(shown.filter((f) => f.text === 'Reading…').slice(0, 1)).toEqual([])
})
