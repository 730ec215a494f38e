// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from '../../lib/ui/Avatar/Avatar'
import { generatedAvatar } from '../../lib/ui/Avatar/generatedAvatar'

afterEach(cleanup)

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('Avatar', () => {
  it('derives the same colour and emoji from an address in any letter case, and different ones for others', () => {
    expect(generatedAvatar(A)).toEqual(generatedAvatar(A.toLowerCase()))
    const many = new Set(Array.from({ length: 40 }, (_, i) => JSON.stringify(generatedAvatar(`0x${(i * 7919).toString(16).padStart(40, 'a')}`))))
    expect(many.size).toBeGreaterThan(20)
    expect(generatedAvatar(A)).not.toEqual(generatedAvatar(B))
    expect(generatedAvatar(A).color).toMatch(/^#[0-9A-F]{6}$/i)
  })

  it('shows the generated avatar without an ENS image, and the image once it loads', () => {
    const { rerender } = render(<Avatar address={A} size={40} />)
    const root = screen.getByTestId('avatar')
    expect(root.textContent).toBe(generatedAvatar(A).emoji)
    expect(root.querySelector('img')).toBeNull()

    rerender(<Avatar address={A} size={40} imageUrl="https://example.com/a.png" />)
    const img = root.querySelector('img')!
    expect(img.getAttribute('src')).toBe('https://example.com/a.png')
    fireEvent.load(img)
    expect(root.textContent).toBe('')
  })

  it('falls back to the generated avatar when the ENS image fails', () => {
    render(<Avatar address={A} size={40} imageUrl="https://example.com/broken.png" />)
    const root = screen.getByTestId('avatar')
    fireEvent.error(root.querySelector('img')!)
    expect(root.querySelector('img')).toBeNull()
    expect(root.textContent).toBe(generatedAvatar(A).emoji)
  })

  it('shows a spinner ring only while loading', () => {
    const { rerender } = render(<Avatar address={A} size={40} />)
    expect(screen.queryByTestId('avatar-spinner')).toBeNull()
    rerender(<Avatar address={A} size={40} loading />)
    expect(screen.getByTestId('avatar-spinner')).toBeTruthy()
  })
})
