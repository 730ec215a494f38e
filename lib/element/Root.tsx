import { lazy, Suspense, useLayoutEffect, useSyncExternalStore, type CSSProperties } from 'react'
import { createPortal } from 'react-dom'
import { PorchProvider } from '../react/Provider'
import { AuthContext } from '../react/useAuth'
import { ModalProvider } from '../components/ModalProvider/ModalProvider'
import { useModalMachine } from '../components/ModalProvider/hooks'
import { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton/ConnectButton'
import { useDialogTheme } from '../ui/Dialog/themeContext'
import type { ElementView, Runtime } from './runtime'

// Loaded when a page has a <porch-wallet-button>: a page with the connect button alone does
// not pay for the wallet list and its error texts before the button is painted.
const WalletButton = lazy(() => import('../components/WalletButton/WalletButton').then((m) => ({ default: m.WalletButton })))

/**
 * The one React tree behind every porch element: the providers and the modals (in the
 * `<porch-modals>` host's shadow root), and each element's button portalled into that
 * element's own shadow root. One store subscription and one modal machine for the page.
 */
export function Root({ runtime }: { runtime: Runtime }) {
  const { config, options } = runtime
  const { theme, accentColor, modalSize, appInfo, auth, ...provider } = options
  return (
    <AuthContext.Provider value={auth ?? null}>
      <PorchProvider config={config} {...provider}>
        <ModalProvider {...{ theme, accentColor, modalSize, appInfo }}>
          <MachineBridge runtime={runtime} />
          <Views runtime={runtime} />
        </ModalProvider>
      </PorchProvider>
    </AuthContext.Provider>
  )
}

/** Hands the modal machine to the open*Modal functions. */
function MachineBridge({ runtime }: { runtime: Runtime }) {
  const machine = useModalMachine()
  useLayoutEffect(() => {
    runtime.setMachine(machine)
    return () => runtime.setMachine(undefined)
  }, [runtime, machine])
  return null
}

function Views({ runtime }: { runtime: Runtime }) {
  const views = useSyncExternalStore(runtime.subscribe, runtime.views, runtime.views)
  return views.map((view) => createPortal(<View view={view} />, view.mount, view.key))
}

/**
 * One element's content, inside the theme scope: the portal leaves ModalProvider's themed
 * wrapper behind, so the element's shadow root gets the same theme class and variables.
 */
function View({ view }: { view: ElementView }) {
  const theme = useDialogTheme()
  const style: CSSProperties = theme.style
  return (
    <div className={theme.className} style={style} data-porch-scope="">
      {view.kind === 'connect-button' ? (
        <ConnectButton {...(view.props as ConnectButtonProps)} />
      ) : typeof view.props.wallet === 'string' ? (
        <Suspense fallback={null}>
          <WalletButton wallet={view.props.wallet} />
        </Suspense>
      ) : null}
    </div>
  )
}
