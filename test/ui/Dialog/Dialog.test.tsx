// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from '../../../lib/ui/Dialog/Dialog'

afterEach(cleanup)

function Harness({ onClose, initialOpen = false }: { onClose?: () => void; initialOpen?: boolean }) {
  const [open, setOpen] = useState(initialOpen)
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
  it('is a native <dialog> opened modal in place (no portal), named by its title', () => {
    const { container } = render(<Harness />)
    const { dialog } = open()
    expect(dialog.tagName).toBe('DIALOG')
    expect(container.contains(dialog)).toBe(true)
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Hello dialog')
  })

  it('stays inside a shadow root, traps Tab there and gives focus back to the opener inside it', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const mount = document.createElement('div')
    shadow.append(mount)
    render(<Harness />, { container: mount })
    const opener = shadow.querySelector('button')!
    opener.focus()
    fireEvent.click(opener)
    const dialog = shadow.querySelector('dialog')!
    expect(dialog.open).toBe(true)
    expect(document.body.querySelector('dialog')).toBeNull()
    expect(shadow.activeElement?.textContent).toBe('First')
    fireEvent.keyDown(shadow.activeElement!, { key: 'Tab', shiftKey: true })
    expect(shadow.activeElement?.textContent).toBe('Last')
    fireEvent.keyDown(shadow.activeElement!, { key: 'Escape' })
    expect(shadow.querySelector('dialog')).toBeNull()
    expect(shadow.activeElement).toBe(opener)
    host.remove()
  })

  it('a close the browser made itself (no cancel: repeated Escape without activation) reaches the owner', async () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const { dialog } = open()
    act(() => (dialog as HTMLDialogElement).close())
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('stays open under StrictMode: the close event from the first mount cleanup comes after the second mount reopened it', async () => {
    // Mounted open, as the lazily loaded modals are: StrictMode runs the effect, its cleanup
    // (close()) and the effect again (showModal()) before the queued close event arrives.
    const onClose = vi.fn()
    render(
      <StrictMode>
        <Harness onClose={onClose} initialOpen />
      </StrictMode>,
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(onClose).not.toHaveBeenCalled()
    expect((screen.getByRole('dialog', { name: 'Hello dialog' }) as HTMLDialogElement).open).toBe(true)
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
    // The ::backdrop dispatches to the dialog element, outside its box (jsdom's boxes are 0 x 0 at 0, 0).
    const backdrop = { clientX: 5, clientY: 5 }
    fireEvent.mouseDown(dialog.querySelector('p')!)
    fireEvent.click(dialog, backdrop)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.mouseDown(dialog)
    fireEvent.click(dialog)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.mouseDown(dialog, backdrop)
    fireEvent.click(dialog, backdrop)
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
