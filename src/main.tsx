import { nextTask } from '@porch/kit'
import { startTransition, StrictMode } from 'react'
import { App } from './App'
import { createWalletConfig } from './wallet'
import '../styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element in index.html')

// Start-up runs in tasks of its own, none over 50 ms on a 2-core machine; in one task it
// took 55-95 ms. This chunk's evaluation; React DOM's (its own chunk, fetched beside this
// one through the modulepreload in index.html); ICU's number data; the wallet config; then
// the first render, as a transition that React renders in slices that yield to the browser
// every few ms. Not top-level await: React DOM's chunk imports React from this one, which
// must have ended its evaluation first (with a top-level await the two would wait on each
// other for ever).
async function start(container: HTMLElement): Promise<void> {
  const { createRoot } = await import('react-dom/client')
  await nextTask()
  // A page's first Intl.NumberFormat loads ICU's number data (20-35 ms on a 2-core machine;
  // later formats of any locale take under 1 ms). Here it is a task of its own instead of a
  // part of the first render's work. One locale: negotiating a list costs more (about 50 ms).
  new Intl.NumberFormat('en').format(1.5)
  await nextTask()
  const config = createWalletConfig()
  await nextTask()
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    )
  })
}

start(root).catch((error: unknown) => {
  // Said on the page, not only in the console: a chunk that failed to load (a deploy in
  // between, a network cut) would otherwise leave a blank page.
  console.error(error)
  root.textContent = `Mango could not start (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`
})
