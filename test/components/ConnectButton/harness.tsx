import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ModalProvider } from '../../../lib/components/ModalProvider/ModalProvider'
import { ConnectButton, type ConnectButtonProps } from '../../../lib/components/ConnectButton'
import { ACCOUNT, createTestKit, rpcHandler, type KitOptions, type TestKit } from '../../ui/kit'
import { installMatchMedia } from '../../ui/matchMedia'
import { startRpcServer } from '../../ui/rpcServer'

type Hook = (fn: () => unknown) => void

/**
 * Shared set-up of the ConnectButton test files: one RPC node per file, a matchMedia stub
 * at 1024 px per test, and helpers that render the button inside the kit and modal providers.
 */
export function connectButtonSuite(hooks: { beforeAll: Hook; afterAll: Hook; beforeEach: Hook; afterEach: Hook; cleanup: () => void }) {
  let rpc: Awaited<ReturnType<typeof startRpcServer>>
  let stub: ReturnType<typeof installMatchMedia>
  hooks.beforeAll(async () => {
    rpc = await startRpcServer(rpcHandler)
  })
  hooks.afterAll(() => rpc.close())
  hooks.beforeEach(() => {
    stub = installMatchMedia(window, { width: 1024 })
  })
  hooks.afterEach(() => {
    hooks.cleanup()
    stub.restore()
  })
  const withModals = (children: ReactNode) => <ModalProvider>{children}</ModalProvider>

  function mount(kit: TestKit, props: ConnectButtonProps = {}) {
    const { Providers } = kit
    const view = render(
      <Providers>
        <ConnectButton {...props} />
      </Providers>,
    )
    return {
      rerender: (next: ConnectButtonProps) =>
        view.rerender(
          <Providers>
            <ConnectButton {...next} />
          </Providers>,
        ),
    }
  }

  return {
    mount,
    media: {
      setWidth: (w: number) => stub.setWidth(w),
    },
    /** A kit with the modal provider, not connected. */
    unconnected: () => createTestKit({ rpcUrl: rpc.url, wrap: withModals }),
    async connected(options: Partial<KitOptions> = {}) {
      const kit = createTestKit({ rpcUrl: rpc.url, wrap: withModals, ...options })
      await kit.connect()
      return kit
    },
  }
}

/** The modals are lazy chunks: the first open transforms them, slow on a busy machine. */
export const LAZY = { timeout: 10_000 }

export const SHORT = `${ACCOUNT.slice(0, 4)}\u2026${ACCOUNT.slice(-4)}`

/** Text a screen reader gets: aria-hidden parts (icons, avatar) left out. */
export function readable(el: Element): string {
  const copy = el.cloneNode(true) as Element
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove())
  return copy.textContent ?? ''
}

/** What the user sees of the connected button. */
export function shown() {
  const chain = screen.queryByTestId('chain-button')
  const account = screen.getByTestId('account-button')
  return {
    chain: chain && {
      icon: chain.querySelector('img, span[aria-hidden="true"]:not(:empty)') !== null,
      visibleName: readable(chain),
      name: chain.getAttribute('aria-label') ?? readable(chain),
    },
    avatar: within(account).queryByTestId('avatar') !== null,
    name: within(account).queryByTestId('account-name')?.textContent,
    balance: within(account).queryByTestId('account-balance')?.textContent,
    accessibleName: readable(account),
  }
}
