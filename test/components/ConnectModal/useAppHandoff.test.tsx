// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NO_APP_FALLBACK_MS, useAppHandoff } from '../../../lib/components/ConnectModal/useAppHandoff'

/**
 * What a phone's browser tells the page when a wallet app takes the link (the page is hidden,
 * then shown again) or when nothing does (it stays visible and focused). The e2e spec
 * (e2e/mobile.spec.ts) covers the page that stays; a headless browser cannot hide its page.
 */
let visible = true
let focused = true
function leave() {
  visible = false
  focused = false
  window.dispatchEvent(new Event('blur'))
  document.dispatchEvent(new Event('visibilitychange'))
}
function comeBack() {
  visible = true
  document.dispatchEvent(new Event('visibilitychange'))
  focused = true
  window.dispatchEvent(new Event('focus'))
}

beforeEach(() => {
  vi.useFakeTimers()
  visible = true
  focused = true
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') })
  vi.spyOn(document, 'hasFocus').mockImplementation(() => focused)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('useAppHandoff', () => {
  it('a page that stays visible and focused offers the fallback after NO_APP_FALLBACK_MS, not before', () => {
    const { result } = renderHook(() => useAppHandoff())
    act(() => result.current.handedOff())
    act(() => vi.advanceTimersByTime(NO_APP_FALLBACK_MS - 1))
    expect(result.current.fallback).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.fallback).toBe(true)
  })

  it('an app opened (the page went hidden) and the user came back without a session: the fallback at once', () => {
    const { result } = renderHook(() => useAppHandoff())
    act(() => result.current.handedOff())
    act(() => leave())
    act(() => vi.advanceTimersByTime(NO_APP_FALLBACK_MS * 10))
    expect(result.current.fallback).toBe(false) // away in the app: nothing to offer yet
    act(() => comeBack())
    expect(result.current.fallback).toBe(true)
  })

  it('a quick round trip to the app, back before the deadline, shows it at once too', () => {
    const { result } = renderHook(() => useAppHandoff())
    act(() => result.current.handedOff())
    act(() => vi.advanceTimersByTime(500))
    act(() => leave())
    act(() => comeBack())
    expect(result.current.fallback).toBe(true)
  })

  it('reset forgets the attempt; a new hand-off waits again', () => {
    const { result } = renderHook(() => useAppHandoff())
    act(() => result.current.handedOff())
    act(() => vi.advanceTimersByTime(NO_APP_FALLBACK_MS))
    expect(result.current.fallback).toBe(true)
    act(() => result.current.reset())
    expect(result.current.fallback).toBe(false)
    act(() => vi.advanceTimersByTime(NO_APP_FALLBACK_MS))
    expect(result.current.fallback).toBe(false) // nothing handed off
    act(() => result.current.handedOff())
    act(() => vi.advanceTimersByTime(NO_APP_FALLBACK_MS))
    expect(result.current.fallback).toBe(true)
  })
})
