// @vitest-environment jsdom
/**
 * When a wallet connects, the screen renders in one blocking task (the account comes from an
 * external store). The position and history below the fold must not mount in that task: they
 * come in a later commit, an interruptible render, so connecting stays free of long tasks.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { PorchProvider } from '../../lib/react/Provider'
import { PositionArea } from '../../src/staking/parts/PositionArea'
import { emptyStakingState } from '../../src/staking/reads'
import type { ViewMode } from '../../src/position/useViewMode'
import { memoryBackend } from '../fixtures/storage'
import { offlineChain as chain, ACCOUNT } from '../fixtures/chain'

afterEach(cleanup)


describe('PositionArea', () => {
  it('mounts the connected position in a commit after the one that brings the account', () => {
    const config = createConfig({ chains: [chain], appName: 'Mango', storage: createStorage({ backend: memoryBackend() }), connectors: [] })
    const commits: Array<{ position: boolean; publicYield: boolean }> = []
    const onRender = () => commits.push({ position: screen.queryByTestId('position') !== null, publicYield: screen.queryByTestId('pool-yield') !== null })
    const watch = { address: undefined, error: undefined, watch: () => true }
    const area = (viewed: ViewMode['viewed']) => (
      <PorchProvider config={config} autoConnect={false}>
        <Profiler id="area" onRender={onRender}>
          <PositionArea view={{ watch, readOnly: false, viewed }} state={emptyStakingState} loaded={false} harvest={{ figure: () => 0n, live: false }} />
        </Profiler>
      </PorchProvider>
    )
    const { rerender } = render(area(undefined))
    expect(commits.at(-1)).toEqual({ position: false, publicYield: true })
    const before = commits.length

    act(() => rerender(area(ACCOUNT)))
    // The commit that brings the address still shows the public pool yield...
    expect(commits[before]).toEqual({ position: false, publicYield: true })
    // ...and a later one mounts the position (with its own pool yield and history).
    expect(commits.at(-1)).toEqual({ position: true, publicYield: true })
    expect(screen.getByTestId('history')).toBeTruthy()
  })
})
