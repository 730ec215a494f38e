// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { defineChain, recoverMessageAddress, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { connect } from '../../lib/core/actions/connect'
import { PorchProvider } from '../../lib/react/Provider'
import { useSignMessage } from '../../lib/react/useSignMessage'
import { privateKeyToAccount } from 'viem/accounts'
import { anvilPrivateKeys } from '../../lib/testing/accounts'
import { mockConnector, type MockConnector } from '../../lib/testing/mock'
import { memoryBackend } from '../fixtures/storage'

/**
 * The write hooks' `mutation` option as TanStack Query v5 (5.108) runs it, driven through
 * useSignMessage and the testing wallet (no node: personal_sign is signed in the wallet):
 * what onMutate returns reaches the other callbacks and `context`, retries run as
 * `retry` says and are counted, `scope` queues, options the kit cannot honour are refused,
 * and `config` picks another config than the provider's.
 */
const chain = defineChain({ id: 1, name: 'One', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })

function connected(key: Hex): { config: Config; mock: MockConnector } {
  const mock = mockConnector({ accounts: [key], rdns: `dev.porch.mock.${key.slice(2, 6)}` })
  const config = createConfig({ chains: [chain], appName: 'Test', connectors: [mock], storage: createStorage({ backend: memoryBackend() }) })
  return { config, mock }
}

let main: ReturnType<typeof connected>
let other: ReturnType<typeof connected>

beforeAll(async () => {
  main = connected(anvilPrivateKeys[0])
  other = connected(anvilPrivateKeys[1])
  await connect(main.config, { connector: main.config.getConnectors()[0]! })
  await connect(other.config, { connector: other.config.getConnectors()[0]! })
})
afterAll(() => {
  main.config.destroy()
  other.config.destroy()
})
afterEach(() => {
  cleanup()
  main.mock.wallet.allow('personal_sign')
})

function renderHook<T>(hook: () => T): { current: () => T } {
  let latest: T | undefined
  function Probe() {
    latest = hook()
    return null
  }
  render(
    <PorchProvider config={main.config} autoConnect={false}>
      <Probe />
    </PorchProvider>,
  )
  return { current: () => latest as T }
}

describe('mutation options (TanStack Query v5 semantics)', () => {
  it("what onMutate returns reaches onSuccess and onSettled (third argument) and the result's context; the fourth is the MutationFunctionContext", async () => {
    const calls: unknown[][] = []
    const meta = { why: 'test' }
    const hook = renderHook(() =>
      useSignMessage({
        mutation: {
          meta,
          onMutate: async (variables, context) => {
            calls.push(['onMutate', variables.message, context])
            return { optimistic: 7 }
          },
          onSuccess: (data, _variables, onMutateResult, context) => void calls.push(['onSuccess', typeof data, onMutateResult, context]),
          onSettled: (_data, error, _variables, onMutateResult) => void calls.push(['onSettled', error, onMutateResult]),
        },
      }),
    )
    const before = Date.now()
    const perCall: unknown[] = []
    await act(async () => {
      await hook.current().mutateAsync({ message: 'hi' }, { onSuccess: (_d, _v, onMutateResult) => void perCall.push(onMutateResult) })
    })
    const context = { meta, mutationKey: ['signMessage'] }
    expect(calls).toEqual([
      ['onMutate', 'hi', context],
      ['onSuccess', 'string', { optimistic: 7 }, context],
      ['onSettled', null, { optimistic: 7 }],
    ])
    expect(perCall).toEqual([{ optimistic: 7 }])
    const result = hook.current()
    expect(result.status).toBe('success')
    expect(result.context).toEqual({ optimistic: 7 })
    expect(result.submittedAt).toBeGreaterThanOrEqual(before)
    expect({ failureCount: result.failureCount, failureReason: result.failureReason, isPaused: result.isPaused }).toEqual({ failureCount: 0, failureReason: null, isPaused: false })
  })

  it('retry: a refusal is tried again as often as `retry` says; failureCount and failureReason count every failure', async () => {
    const errors: unknown[] = []
    const hook = renderHook(() =>
      useSignMessage({ mutation: { retry: 2, retryDelay: 0, onMutate: () => 'ctx', onError: (error, _v, onMutateResult) => void errors.push([error.name, onMutateResult]) } }),
    )
    const sent = main.mock.wallet.requests('personal_sign').length
    main.mock.wallet.rejectAlways('personal_sign')
    await act(async () => {
      await hook.current().mutateAsync({ message: 'no' }).catch(() => undefined)
    })
    expect(main.mock.wallet.requests('personal_sign').length - sent).toBe(3)
    const result = hook.current()
    expect(result.status).toBe('error')
    expect(result.failureCount).toBe(3)
    expect(result.failureReason).toBe(result.error)
    expect(errors).toEqual([['UserRejectedRequestError', 'ctx']])

    // One refusal, then a success: retried once, and the success clears the failures.
    main.mock.wallet.allow('personal_sign')
    main.mock.wallet.rejectNext('personal_sign')
    await act(async () => {
      await hook.current().mutateAsync({ message: 'yes' })
    })
    expect(hook.current().status).toBe('success')
    expect({ failureCount: hook.current().failureCount, failureReason: hook.current().failureReason }).toEqual({ failureCount: 0, failureReason: null })
    expect(errors).toHaveLength(1)
  })

  it('without retry a refusal fails at once (failureCount 1), as TanStack mutations default to no retry', async () => {
    const hook = renderHook(() => useSignMessage())
    const sent = main.mock.wallet.requests('personal_sign').length
    main.mock.wallet.rejectNext('personal_sign')
    await act(async () => {
      hook.current().mutate({ message: 'no' })
    })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(main.mock.wallet.requests('personal_sign').length - sent).toBe(1)
    expect(hook.current().failureCount).toBe(1)
  })

  it('scope: mutations of one scope id run one after another', async () => {
    const hook = renderHook(() => useSignMessage({ mutation: { scope: { id: 'one' } } }))
    const sent = main.mock.wallet.requests('personal_sign').length
    const held = main.mock.wallet.hold('personal_sign')
    let first!: Promise<unknown>
    let second!: Promise<unknown>
    await act(async () => {
      first = hook.current().mutateAsync({ message: 'first' })
      second = hook.current().mutateAsync({ message: 'second' })
      await held.arrived
      await new Promise((resolve) => setTimeout(resolve, 30))
    })
    // The second waits for the first: the wallet has one request open, not two (which a
    // wallet answers with -32002).
    expect(main.mock.wallet.requests('personal_sign').length - sent).toBe(1)
    held.release()
    await act(async () => {
      await Promise.all([first, second])
    })
    expect(main.mock.wallet.requests('personal_sign').length - sent).toBe(2)
  })

  it('options the kit cannot honour (gcTime, networkMode) are refused in words, and the wallet is not asked', async () => {
    const hook = renderHook(() => useSignMessage({ mutation: { gcTime: 1000 } as never }))
    const sent = main.mock.wallet.requests('personal_sign').length
    let error: unknown
    await act(async () => {
      await hook.current().mutateAsync({ message: 'x' }).catch((e: unknown) => (error = e))
    })
    expect(String(error)).toMatch(/The mutation option "gcTime" is not supported/)
    expect(hook.current().error).toBe(error)
    expect(main.mock.wallet.requests('personal_sign').length).toBe(sent)
  })

  it("`config` runs the action on that config, not the provider's", async () => {
    const hook = renderHook(() => useSignMessage({ config: other.config }))
    let signature: Hex | undefined
    await act(async () => {
      signature = await hook.current().mutateAsync({ message: 'whose?' })
    })
    expect(await recoverMessageAddress({ message: 'whose?', signature: signature! })).toBe(other.mock.wallet.address)
    expect(other.mock.wallet.address).not.toBe(main.mock.wallet.address)
  })

  it("signMessage takes wagmi's variables: an Account object's address signs; a connector other than the connected one is refused before the wallet is asked", async () => {
    const hook = renderHook(() => useSignMessage())
    const account = privateKeyToAccount(anvilPrivateKeys[0])
    let signature: Hex | undefined
    await act(async () => {
      signature = await hook.current().mutateAsync({ message: 'as account', account, connector: main.config.getConnectors()[0] })
    })
    expect(await recoverMessageAddress({ message: 'as account', signature: signature! })).toBe(account.address)
    const sent = main.mock.wallet.requests('personal_sign').length
    let error: unknown
    await act(async () => {
      await hook.current().mutateAsync({ message: 'x', connector: other.config.getConnectors()[0] }).catch((e: unknown) => (error = e))
    })
    expect((error as Error).name).toBe('ConnectorNotConnectedError')
    expect(main.mock.wallet.requests('personal_sign').length).toBe(sent)
  })
})
