/**
 * WalletConnect v2 connector implementation (dApp side) over the real
 * @walletconnect/sign-client. Loaded on first use by the thin factory in
 * index.ts; the client itself loads later still (loader.ts).
 *
 * Silent cancel: when the user rejects the proposal, or the pairing is reset
 * ('Connection request reset. Please try again.'), connect() rejects with
 * UserRejectedRequestError. The UI treats that error (isUserRejection) as "back to idle"
 * without an error message; every other failure is a typed WalletError whose describeError sentence
 * the UI shows next to RETRY.
 */
import { BaseError, type Address } from 'viem'
import { chainNotConfigured, ConnectorNotConnectedError, UserRejectedRequestError } from '../../core/errors'
import { userRejected } from '../../core/walletErrors'
import { SwitchChainError, switchChainFailed } from '../../core/callErrors'
import type { ConnectorContext, ConnectResult } from '../../core/types'
import type { SignInProof, SignInRequest } from '../../core/auth/oneClick'
import { authenticationRequest, proofFromSession } from './authentication'
import { toEip155Chain } from './caip'
import { createSignClient, isOfficialRelay, keepRelayAlive } from './client'
import { CONNECTION_RESET_MESSAGE, isNoMatchingKey, RelayUnreachableError, toWalletConnectError, WalletConnectError } from './errors'
import type { SignClient } from './loader'
import { clearSavedSession, readSavedSession, writeSavedSession } from './savedSession'
import { untilRelayLost } from './relayWatch'
import { withDeadline } from '../../core/deadline'
import { createSessionProvider, DEFAULT_REQUEST_TIMEOUT_MS, WALLET_EVENTS, WALLET_METHODS, type SessionProvider } from './provider'
import type { WalletConnectConnector, WalletConnectParameters } from './types'
import { isSessionAlive, parseEventAccounts, parseEventChainId, sessionAccounts, sessionChainIds, type SessionLike } from './session'

const DISCONNECT_TIMEOUT_MS = 5_000

export function createWalletConnect(ctx: ConnectorContext, options: WalletConnectParameters): Omit<WalletConnectConnector, 'uid'> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 14_000
  const configured = ctx.chains.map((c) => c.id)
  let clientPromise: Promise<SignClient> | undefined
  let client: SignClient | undefined
  let session: SessionLike | undefined
  let chainId: number = configured[0] as number
  let sessionProvider: SessionProvider | undefined
  /** Bumped by every connect()/disconnect(): an approval for an older attempt is stale. */
  let attempt = 0
  const cleanups: Array<() => void> = []

  const save = () => {
    if (session) writeSavedSession(ctx.storage, { topic: session.topic, expiry: session.expiry, chainId })
  }

  const getClient = (): Promise<SignClient> => {
    clientPromise ??= createSignClient({
      projectId: options.projectId,
      metadata: options.metadata,
      storagePrefix: options.storagePrefix ?? `${ctx.storage.prefix}walletConnect`,
      verify: options.verify ?? isOfficialRelay(options.relayUrl),
      logLevel: options.logLevel ?? 'error',
      ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
      ...(options.storage ? { storage: options.storage } : {}),
    }).then(
      (c) => {
        client = c
        bind(c)
        return c
      },
      (e: unknown) => {
        clientPromise = undefined // let RETRY start over
        throw toWalletConnectError(e)
      },
    )
    return clientPromise
  }

  const getProvider = (c: SignClient): SessionProvider =>
    (sessionProvider ??= createSessionProvider({
      client: c,
      getSession: () => session,
      chains: ctx.chains,
      getChainId: () => chainId,
      setChainId: (id) => setChain(id),
      requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    }))

  const setChain = (id: number) => {
    if (id === chainId) return
    chainId = id
    save()
    ctx.emitter.emit('change', { chainId: id })
    sessionProvider?.emit('chainChanged', `0x${id.toString(16)}`)
  }

  const endSession = () => {
    if (!session) return
    session = undefined
    clearSavedSession(ctx.storage)
    ctx.emitter.emit('disconnect', undefined)
    sessionProvider?.emit('disconnect', { code: 6000, message: 'User disconnected.' })
  }

  /** Pick the active chain: the requested/saved one if granted, else a configured one, else the wallet's first. */
  const chooseChain = (s: SessionLike, preferred?: number): number => {
    const granted = sessionChainIds(s)
    if (preferred !== undefined && granted.includes(preferred)) return preferred
    return granted.find((id) => configured.includes(id)) ?? granted[0] ?? chainId
  }

  const adopt = (s: SessionLike, preferred?: number): ConnectResult => {
    const id = chooseChain(s, preferred)
    const accounts = sessionAccounts(s, id)
    if (accounts.length === 0) throw userRejected() // empty accounts count as a rejection
    session = s
    chainId = id
    save()
    return { accounts, chainId }
  }

  const bind = (c: SignClient) => {
    const onGone = ({ topic }: { topic: string }) => {
      if (topic === session?.topic) endSession()
      else if (readSavedSession(ctx.storage)?.topic === topic) clearSavedSession(ctx.storage) // before restore
    }
    const onUpdate = ({ topic }: { topic: string }) => {
      if (topic !== session?.topic) return
      session = c.session.get(topic) as SessionLike // the client stored the new namespaces
      const next = chooseChain(session, chainId)
      const accounts = sessionAccounts(session, next)
      if (accounts.length === 0) return endSession()
      chainId = next
      save()
      ctx.emitter.emit('change', { accounts, chainId })
      sessionProvider?.emit('accountsChanged', accounts)
    }
    const onEvent = ({ topic, params }: { topic: string; params: { event: { name: string; data: unknown }; chainId: string } }) => {
      if (topic !== session?.topic) return
      if (params.event.name === 'accountsChanged') {
        const accounts: Address[] = parseEventAccounts(params.event.data)
        if (accounts.length === 0) return endSession() // an empty account list means disconnect
        ctx.emitter.emit('change', { accounts })
        sessionProvider?.emit('accountsChanged', accounts)
      } else if (params.event.name === 'chainChanged') {
        const id = parseEventChainId(params.event.data) ?? parseEventChainId(params.chainId)
        // A chain outside the session cannot carry requests; the wallet follows with session_update.
        if (id !== undefined && sessionChainIds(session).includes(id)) setChain(id)
      }
    }
    c.on('session_delete', onGone)
    c.on('session_expire', onGone)
    c.on('session_update', onUpdate)
    c.on('session_event', onEvent)
    cleanups.push(
      () => c.off('session_delete', onGone),
      () => c.off('session_expire', onGone),
      () => c.off('session_update', onUpdate),
      () => c.off('session_event', onEvent),
      keepRelayAlive(c, () => session !== undefined),
    )
  }

  const findSession = (c: SignClient, topic?: string): SessionLike | undefined => {
    const alive = (c.session.getAll() as SessionLike[]).filter((s) => isSessionAlive(s) && s.namespaces.eip155)
    return topic ? alive.find((s) => s.topic === topic) : undefined
  }

  /** `deadline`: runs from the click, including loading the client. */
  const pairNew = async (c: SignClient, preferred: number | undefined, deadline: number, signIn?: SignInRequest): Promise<ConnectResult & { signIn?: SignInProof }> => {
    const mine = ++attempt
    const order = preferred !== undefined && configured.includes(preferred)
      ? [preferred, ...configured.filter((id) => id !== preferred)]
      : configured
    // Race the client's own ~75 s wait for an unreachable relay: the user hears within 15 s.
    const { uri, approval } = await withDeadline(
      c.connect({
        // requiredNamespaces are deprecated: the client moves them to optional anyway.
        optionalNamespaces: {
          eip155: { chains: order.map(toEip155Chain), methods: [...WALLET_METHODS], events: [...WALLET_EVENTS] },
        },
        // One-click authentication rides on the proposal (one QR code, one approval); a
        // wallet that does not know it approves the session alone and the app signs in after.
        ...(signIn ? { authentication: [authenticationRequest(signIn, WALLET_METHODS)] } : {}),
      }),
      { ms: deadline - Date.now(), onLate: () => Promise.reject(new RelayUnreachableError(connectTimeoutMs)) },
    )
    if (!uri) throw new WalletConnectError('connectFailed', { cause: new Error('The sign client returned no pairing URI.') })
    ctx.emitter.emit('message', { type: 'display_uri', data: uri })
    const approved = approval() as Promise<SessionLike>
    const s = await untilRelayLost(c, approved, options.relayLossGraceMs ?? 5_000).catch((e: unknown) => {
      // Should the old proposal still be approved later, end that session at once.
      approved.then((late) => c.disconnect({ topic: late.topic, reason: { code: 6000, message: 'User disconnected.' } })).catch(() => {})
      throw e
    })
    const drop = (code: number, message: string) => c.disconnect({ topic: s.topic, reason: { code, message } }).catch(() => {})
    if (mine !== attempt) {
      // The user started over (RETRY, another wallet, disconnect) before scanning this QR.
      await drop(6000, 'User disconnected.')
      throw new UserRejectedRequestError(new Error(CONNECTION_RESET_MESSAGE))
    }
    const previous = session
    try {
      const result = adopt(s, preferred)
      if (previous && previous.topic !== s.topic) {
        c.disconnect({ topic: previous.topic, reason: { code: 6000, message: 'User disconnected.' } }).catch(() => {})
      }
      const proof = signIn ? proofFromSession(c, s as { authentication?: unknown }) : undefined
      return proof ? { ...result, signIn: proof } : result
    } catch (e) {
      await drop(5103, 'Unsupported accounts.')
      throw e
    }
  }

  const connector: Omit<WalletConnectConnector, 'uid'> = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
    emitter: ctx.emitter,
    async connect(params): Promise<ConnectResult> {
      try {
        const deadline = Date.now() + connectTimeoutMs
        const c = await getClient()
        if (params?.isReconnecting) {
          const saved = readSavedSession(ctx.storage)
          const s = findSession(c, saved?.topic)
          if (!s) throw new ConnectorNotConnectedError()
          return adopt(s, params.chainId ?? saved?.chainId)
        }
        return await pairNew(c, params?.chainId, deadline, params?.signIn)
      } catch (e) {
        throw toWalletConnectError(e)
      }
    },
    signsInOnConnect: () => true,
    abort() {
      attempt++ // pairNew() drops an approval that arrives for an older attempt
    },
    async disconnect() {
      attempt++
      const s = session
      session = undefined
      clearSavedSession(ctx.storage)
      if (!client || !s) return
      const done = client.disconnect({ topic: s.topic, reason: { code: 6000, message: 'User disconnected.' } })
      try {
        // Relay down: the client would wait long; locally we are disconnected already.
        await withDeadline(done, { ms: DISCONNECT_TIMEOUT_MS, onLate: () => Promise.reject(new DisconnectTimeout()) })
      } catch (e) {
        // The session may already be gone on the wallet's side ('No matching key'): not an error.
        if (!isNoMatchingKey(e) && !(e instanceof DisconnectTimeout)) throw toWalletConnectError(e)
      }
    },
    async getAccounts() {
      if (!session) throw new ConnectorNotConnectedError()
      return sessionAccounts(session, chainId)
    },
    async getChainId() {
      return chainId
    },
    async getProvider() {
      return getProvider(await getClient()).provider
    },
    async isAuthorized() {
      // No saved session: answer without downloading the client (first page load stays small).
      const saved = readSavedSession(ctx.storage)
      if (!saved) return false
      try {
        return findSession(await getClient(), saved.topic) !== undefined
      } catch {
        return false
      }
    },
    async switchChain(id) {
      if (!configured.includes(id)) throw chainNotConfigured(id)
      const c = await getClient()
      if (!session) throw new ConnectorNotConnectedError()
      try {
        await getProvider(c).provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${id.toString(16)}` }] })
      } catch (e) {
        const err = toWalletConnectError(e)
        throw err instanceof UserRejectedRequestError || err instanceof SwitchChainError ? err : switchChainFailed(e)
      }
    },
    async close() {
      attempt++
      for (const fn of cleanups.splice(0)) fn()
      const c = client
      client = undefined
      clientPromise = undefined
      sessionProvider = undefined
      session = undefined
      await c?.core.relayer.transportClose().catch(() => {})
      c?.core.heartbeat.stop()
    },
  }
  return connector
}

/** The relay did not confirm a disconnect in time; caught where it is thrown. */
class DisconnectTimeout extends BaseError {
  override name = 'DisconnectTimeout'
  constructor() {
    super('The relay did not confirm the disconnect in time.')
  }
}
