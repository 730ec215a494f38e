import { describe, expect, it } from 'vitest'
import { nextTask } from '../../lib/core/nextTask'

describe('nextTask', () => {
  it('resolves every waiter, in the order asked, after the microtasks of this task', async () => {
    const order: number[] = []
    let microtasksDone = false
    const all = Promise.all(Array.from({ length: 1000 }, (_, i) => nextTask().then(() => order.push(i))))
    void Promise.resolve().then(() => {
      microtasksDone = true
      expect(order).toEqual([])
    })
    await all
    expect(microtasksDone).toBe(true)
    expect(order).toEqual(Array.from({ length: 1000 }, (_, i) => i))
    // The shared channel still works after it went idle.
    await expect(nextTask()).resolves.toBeUndefined()
  })
})
