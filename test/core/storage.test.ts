import { describe, expect, it } from 'vitest'
import { createStorage, parsers, STORAGE_VERSION } from '../../lib/core/storage'
import { getLastConnectorId } from '../../lib/core/persisted'
import { memoryBackend } from '../fixtures/storage'

describe('persisted storage', () => {
  it('writes a version marker and namespaces keys by instance id', () => {
    const backend = memoryBackend()
    const s = createStorage({ instanceId: 'app_2', backend })
    s.set('lastConnectorId', 'io.metamask')
    expect(backend.dump()).toEqual({ 'app_2.version': String(STORAGE_VERSION), 'app_2.lastConnectorId': '"io.metamask"' })
  })

  it('rejects instance ids with other characters', () => {
    expect(() => createStorage({ instanceId: 'my-app', backend: memoryBackend() })).toThrow(
      'Invalid instance id "my-app": use only letters, digits and underscore.',
    )
    expect(() => createStorage({ instanceId: '', backend: memoryBackend() })).toThrow(/Invalid instance id/)
  })

  it.each([
    ['corrupted JSON', '{not json'],
    ['a number', '42'],
    ['an object', '{"__proto__":{"x":1}}'],
    ['null', 'null'],
  ])('drops %s instead of crashing', (_, raw) => {
    const backend = memoryBackend({ 'porch.version': '1', 'porch.lastConnectorId': raw })
    const s = createStorage({ backend })
    expect(getLastConnectorId(s)).toBeUndefined()
    expect(backend.getItem('porch.lastConnectorId')).toBeNull()
  })

  it('survives a backend that throws on every call', () => {
    const hostile = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const s = createStorage({ backend: hostile })
    expect(() => s.set('k', 1)).not.toThrow()
    expect(s.get('k', parsers.string)).toBeUndefined()
  })
})

describe('isAddressLike: 0x plus 40 hex characters', async () => {
  const { isAddressLike } = await import('../../lib/core/address')
  it.each([
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', true],
    ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', true],
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C', false], // 39
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C88', false], // 41
    ['70997970C51812dc3A010C7d01b50e0d17dc79C8aa', false], // no 0x
    ['0xZZ997970C51812dc3A010C7d01b50e0d17dc79C8', false],
    [42, false],
  ])('%s -> %s', (value, ok) => expect(isAddressLike(value)).toBe(ok))
})
