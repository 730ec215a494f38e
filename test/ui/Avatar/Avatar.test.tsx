// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from '../../../lib/ui/Avatar/Avatar'
import { generatedAvatar } from '../../../lib/ui/Avatar/generatedAvatar'

afterEach(cleanup)

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('Avatar', () => {
  it('derives the same gradient from an address in any letter case, and different ones for others', () => {
    expect(generatedAvatar(A)).toEqual(generatedAvatar(A.toLowerCase()))
    // Vanity-like addresses that differ in a few characters still get distinct avatars.
    const many = new Set(Array.from({ length: 40 }, (_, i) => generatedAvatar(`0x${(i * 7919).toString(16).padStart(40, 'a')}`).background))
    expect(many.size).toBeGreaterThan(30)
    expect(generatedAvatar(A)).not.toEqual(generatedAvatar(B))
    const g = generatedAvatar(A)
    expect(g.from).not.toBe(g.to)
    expect(g.background).toBe(`linear-gradient(${g.angle}deg, ${g.from}, ${g.to})`)
  })

  it('shows the generated avatar without an ENS image, and the image once it loads', () => {
    const { rerender } = render(<Avatar address={A} size={40} />)
    const root = screen.getByTestId('avatar')
    const face = root.querySelector<HTMLElement>('[data-avatar]')!
    expect(face.dataset.avatar).toBe('generated')
    expect(face.style.backgroundImage).toBe(cssBackground(generatedAvatar(A).background))
    expect(root.querySelector('img')).toBeNull()

    rerender(<Avatar address={A} size={40} imageUrl="https://example.com/a.png" />)
    const img = root.querySelector('img')!
    expect(img.getAttribute('src')).toBe('https://example.com/a.png')
    expect(face.dataset.avatar).toBe('generated') // until the image has loaded
    fireEvent.load(img)
    expect(face.dataset.avatar).toBe('ens')
    expect(img.style.opacity).toBe('1')
  })

  it('falls back to the generated avatar when the ENS image fails', () => {
    render(<Avatar address={A} size={40} imageUrl="https://example.com/broken.png" />)
    const root = screen.getByTestId('avatar')
    fireEvent.error(root.querySelector('img')!)
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector<HTMLElement>('[data-avatar]')?.dataset.avatar).toBe('generated')
  })

  it('shows a spinner ring only while loading', () => {
    const { rerender } = render(<Avatar address={A} size={40} />)
    expect(screen.queryByTestId('avatar-spinner')).toBeNull()
    rerender(<Avatar address={A} size={40} loading />)
    expect(screen.getByTestId('avatar-spinner')).toBeTruthy()
  })
})

/** The value as the DOM reports it back (jsdom writes hex colours as rgb()). */
function cssBackground(value: string): string {
  const probe = document.createElement('span')
  probe.style.backgroundImage = value
  return probe.style.backgroundImage
}
