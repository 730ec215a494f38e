/**
 * jsdom (27) has HTMLDialogElement but neither showModal() nor close(), nor the close request
 * Escape makes (https://html.spec.whatwg.org/multipage/interaction.html#close-requests). The
 * kit's Dialog needs them: this is the least of their behaviour the unit tests rely on (the
 * `open` attribute, the `close` event, Escape firing a cancelable `cancel` at the topmost
 * modal dialog). Real browsers are tested by the Playwright specs. No-op outside jsdom.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = []
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
    modals.push(this)
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    modals.splice(modals.indexOf(this), 1)
    // As in browsers, `close` comes in a task of its own, after the code that closed it.
    setTimeout(() => this.dispatchEvent(new Event('close')), 0)
  }
  document.addEventListener('keydown', (e) => {
    const top = modals.filter((d) => d.isConnected).at(-1)
    if (e.key !== 'Escape' || e.defaultPrevented || !top) return
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}
