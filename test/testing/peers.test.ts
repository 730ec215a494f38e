/**
 * `ws`, `@foundry-rs/anvil` and `@walletconnect/sign-client` are optional peers of
 * `@porch/kit/testing`: the helper that needs a missing one says, in one sentence, which
 * package to install. A child process makes each one unresolvable, as in an app that has not
 * installed it (an ES module resolve hook for `import()`, the CommonJS resolver for anvil's
 * manifest), and calls the helpers of the entry.
 */
import { execFile } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const entry = pathToFileURL(resolve(root, 'lib/testing/index.ts')).href
const MISSING = ['ws', '@foundry-rs/anvil', '@walletconnect/sign-client']

// Runs in the child: hide the peers, then call each helper and print what it threw.
const script = `
import { register, Module } from 'node:module'
const missing = ${JSON.stringify(MISSING)}
const hidden = (s) => missing.some((m) => s === m || s.startsWith(m + '/'))
const hook = 'export async function resolve(s, c, next) { if (' + JSON.stringify(missing) + '.some((m) => s === m || s.startsWith(m + "/"))) throw Object.assign(new Error("Cannot find package " + s), { code: "ERR_MODULE_NOT_FOUND" }); return next(s, c) }'
register('data:text/javascript,' + encodeURIComponent(hook))
const resolveFilename = Module._resolveFilename
Module._resolveFilename = function (request, ...rest) {
  if (hidden(request)) throw Object.assign(new Error("Cannot find module '" + request + "'"), { code: 'MODULE_NOT_FOUND' })
  return resolveFilename.call(this, request, ...rest)
}
const kit = await import(${JSON.stringify(entry)})
const message = (p) => p.then(() => 'no error', (e) => e.message)
console.log(JSON.stringify({
  startRelay: await message(kit.startRelay()),
  startAnvil: await message(kit.startAnvil()),
  connectWalletConnect: await message(kit.connectWalletConnect('wc:' + 'a'.repeat(64) + '@2?symKey=' + 'b'.repeat(64), { relayUrl: 'ws://127.0.0.1:9', chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:9' }] })),
}))
`

it('each optional peer, when missing, is named in one sentence by the helper that needs it', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, timeout: 60_000 })
  expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({
    startRelay: 'startRelay needs the package "ws": install it as a devDependency (npm install -D ws).',
    startAnvil: 'startAnvil needs the package "@foundry-rs/anvil": install it as a devDependency (npm install -D @foundry-rs/anvil).',
    connectWalletConnect: 'connectWalletConnect needs the package "@walletconnect/sign-client": install it as a devDependency (npm install -D @walletconnect/sign-client).',
  })
})
