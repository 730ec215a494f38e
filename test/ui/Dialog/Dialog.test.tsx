// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from '../../../lib/ui/Dialog/Dialog'

afterEach(cleanup)

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const close = () => {
    onClose?.()
    setOpen(false)
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={close} titleId="t">
        <h1 id="t">Hello dialog</h1>
        <button type="button">First</button>
        <p>Some text to select</p>
        <button type="button">Last</button>
      </Dialog>
    </>
  )
}

function open() {
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  return { opener, dialog: screen.getByRole('dialog', { name: 'Hello dialog' }) }
}

describe('Dialog', () => {
  it('portals to body, is modal and named by its title', () => {
    const { container } = render(<Harness />)
    const { dialog } = open()
    expect(container.contains(dialog)).toBe(false)
    expect(document.body.contains(dialog)).toBe(true)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Hello dialog')
  })

  it('focuses the first control, traps Tab, and Escape returns focus to the opener', () => {
    render(<Harness />)
    const { opener } = open()
    expect(document.activeElement?.textContent).toBe('First')
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    expect(document.activeElement?.textContent).toBe('Last')
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement?.textContent).toBe('First')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a backdrop click but not on a press that started inside', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const { dialog } = open()
    const backdrop = screen.getByTestId('dialog-backdrop')
    fireEvent.mouseDown(dialog.querySelector('p')!)
    fireEvent.click(backdrop)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(dialog)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.mouseDown(backdrop)
    fireEvent.click(backdrop)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('locks page scroll while open and restores it', () => {
    render(<Harness />)
    document.body.style.overflow = 'auto'
    open()
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(document.body.style.overflow).toBe('auto')
  })
})
