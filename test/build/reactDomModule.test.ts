import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import { reactDomAsModule } from '../../scripts/site/reactDomModule'

const require = createRequire(import.meta.url)
const file = join(dirname(require.resolve('react-dom/client')), 'cjs', 'react-dom-client.production.js')

function transform(code: string): string {
  const plugin = reactDomAsModule()
  // The hook uses no plugin context.
  const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null
  const out = hook.call(undefined, code, file)
  if (!out) throw new Error('not transformed')
  return out.code
}

describe('reactDomAsModule', () => {
  it('turns the installed React DOM client into an ES module: imports, exports, no require', () => {
    const out = transform(readFileSync(file, 'utf8'))
    expect(out).toContain('import * as React from "react";')
    expect(out).toContain('import * as Scheduler from "scheduler";')
    expect(out).toContain('import * as ReactDOM from "react-dom";')
    expect(out).toMatch(/^export const createRoot = function/m)
    expect(out).toMatch(/^export const hydrateRoot = function/m)
    expect(/\brequire\(|\bexports\./.test(out)).toBe(false)
  })

  it('fails the build, in one sentence, when React DOM changed shape', () => {
    expect(() => transform('"use strict";\nvar React = require("react");\nexports.createRoot = 1;\n')).toThrow(/no longer starts with the three requires/)
  })
})
