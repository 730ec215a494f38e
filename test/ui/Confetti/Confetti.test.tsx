// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createConfetti, MAX_PARTICLES } from '../../../lib/ui/Confetti/confetti'
import { useCoolMode } from '../../../lib/ui/Confetti/useCoolMode'
import { installMatchMedia } from '../matchMedia'

let media: ReturnType<typeof installMatchMedia>
beforeEach(() => {
  media = installMatchMedia(window, { width: 1024 })
})
afterEach(() => {
  cleanup()
  media.restore()
  document.querySelectorAll('[data-confetti]').forEach((n) => n.remove())
})

const particles = () => document.querySelectorAll('[data-confetti] > span').length

function Cool({ enabled }: { enabled?: boolean }) {
  const ref = useCoolMode<HTMLButtonElement>(enabled)
  return (
    <button type="button" ref={ref}>
      Party
    </button>
  )
}

describe('cool mode confetti', () => {
  it('never has more than 35 particles alive, however fast the clicks come', () => {
    render(<Cool enabled />)
    const button = screen.getByRole('button')
    for (let i = 0; i < 10; i++) fireEvent.click(button, { clientX: 100, clientY: 100 })
    expect(MAX_PARTICLES).toBe(35)
    expect(particles()).toBe(35)
  })

  it('is off by default', () => {
    render(<Cool />)
    fireEvent.click(screen.getByRole('button'), { clientX: 10, clientY: 10 })
    expect(particles()).toBe(0)
  })

  it('makes no particles at all when the user prefers reduced motion', () => {
    media.setReducedMotion(true)
    render(<Cool enabled />)
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button'), { clientX: 10, clientY: 10 })
    expect(particles()).toBe(0)
    expect(document.querySelector('[data-confetti]')).toBeNull()
  })

  it('particles fall away and the layer is removed; unmount cleans up', async () => {
    const confetti = createConfetti({ content: '*' })
    expect(confetti.burst(50, 50)).toBeGreaterThan(0)
    expect(confetti.count()).toBeGreaterThan(0)
    // Lifetime is 1.6 s; wait for the animation to run out.
    await waitFor(() => expect(confetti.count()).toBe(0), { timeout: 5_000 })
    expect(document.querySelector('[data-confetti]')).toBeNull()

    const { unmount } = render(<Cool enabled />)
    fireEvent.click(screen.getByRole('button'), { clientX: 10, clientY: 10 })
    expect(particles()).toBeGreaterThan(0)
    unmount()
    expect(particles()).toBe(0)
  })
})
