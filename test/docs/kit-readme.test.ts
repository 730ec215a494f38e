/**
 * The kit's README (lib/README.md) starts short: its quick start fits in 25 lines. Its code
 * blocks type-check against the package entries in test/docs/code-blocks.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { readPage } from './markdown'

describe('lib/README.md', () => {
  it('has a quick start of at most 25 lines', () => {
    const quick = /## Quick start\n+```tsx\n([\s\S]*?)```/.exec(readPage('lib/README.md').text)?.[1]
    expect(quick).toBeDefined()
    expect(quick!.trimEnd().split('\n').length).toBeLessThanOrEqual(25)
  })
})
