import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const FILE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/

/**
 * In production builds, `import('react-dom/client')` gets React DOM's client as an ES module:
 * the same file, with its three `require`s made imports and its three `exports.x =` made
 * exports. As CommonJS the bundler wraps all 200 kB of it in one function, which V8 compiles
 * in full on the main thread the moment the chunk runs (30-70 ms on a 2-core machine, one
 * long task); as a module V8 compiles it while it streams in, off the main thread, and
 * compiles each function when it is first called, during the render's slices.
 * Fails the build if the file no longer has the shape this relies on.
 */
export function reactDomAsModule(): Plugin {
  return {
    name: 'mango-react-dom-module',
    apply: 'build',
    async resolveId(source, importer) {
      if (source !== 'react-dom/client') return null
      const entry = await this.resolve(source, importer, { skipSelf: true })
      return entry ? join(dirname(entry.id), 'cjs', 'react-dom-client.production.js') : null
    },
    transform(code, id) {
      if (!FILE.test(id)) return null
      const requires = 'var Scheduler = require("scheduler"),\n  React = require("react"),\n  ReactDOM = require("react-dom");'
      if (!code.includes(requires)) throw new Error(`reactDomAsModule: ${id} no longer starts with the three requires this plugin turns into imports.`)
      const out = code
        .replace(requires, 'import * as Scheduler from "scheduler";\nimport * as React from "react";\nimport * as ReactDOM from "react-dom";')
        .replace(/^exports\.(createRoot|hydrateRoot|version) = /gm, 'export const $1 = ')
      if (/\brequire\(|\bexports\./.test(out)) throw new Error(`reactDomAsModule: ${id} still uses require or exports after the rewrite; update the plugin.`)
      return { code: out, map: null }
    },
  }
}
