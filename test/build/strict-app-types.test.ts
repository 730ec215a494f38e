/**
 * The kit's declarations as a strict app type-checks them: its own `.d.ts` files are checked
 * (`skipLibCheck: false`), with no ambient types (`types: []`, so no `@types/node`), and
 * without `@walletconnect/sign-client` installed (an optional peer dependency: an app that
 * never configures walletConnect() does not install it). The app imports every entry.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emitDeclarations, kitDir } from '../../scripts/kit/build'
import { kitBuildIsFresh } from '../../scripts/kit/buildStamp'

const root = join(kitDir, '..')
/** What the app installs besides the kit (linked from this repository): no sign-client, no @types/node. */
const APP_PACKAGES = ['react', 'react-dom', '@types/react', '@types/react-dom', 'viem']

const APP = `
import * as kit from '@porch/kit'
import * as react from '@porch/kit/react'
import * as theme from '@porch/kit/theme'
import * as element from '@porch/kit/element'
import type { Config, WalletConnectParameters } from '@porch/kit'
import type { ConnectButtonRendererProps, QueryState, WalletGroup } from '@porch/kit/react'

export const entries = [kit, react, theme, element]
// The element entry's global declarations (tags, events) survive in its .d.ts.
export const button: element.PorchConnectButtonElement | null = document.querySelector('porch-connect-button')
document.addEventListener('porch:connection', (e) => void (e.detail.address satisfies \`0x\${string}\` | undefined))
button?.addEventListener('porch:chain', (e) => void (e.detail.supported satisfies boolean))
export type Used = [Config, WalletConnectParameters, ConnectButtonRendererProps, QueryState<bigint>, WalletGroup]
`

function declarations(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? declarations(path) : path.endsWith('.d.ts') ? [path] : []
  })
}

describe('a strict app over the kit’s declarations', () => {
  const app = mkdtempSync(join(tmpdir(), 'porch-strict-types-'))
  const emitted = `${app}-emitted`
  let output = ''
  let files: string[] = []

  beforeAll(() => {
    // lib/dist's declarations when it is a build of the current source (`npm run check:kit`
    // made it); else emitted into a folder of this test's own, leaving lib/dist alone.
    let types = join(kitDir, 'dist')
    if (!kitBuildIsFresh()) {
      types = emitted
      emitDeclarations(types)
    }
    // The package as `npm install` lays it out (its .d.ts files and package.json), outside
    // this repository so nothing of the repository's node_modules is found from it.
    const kit = join(app, 'node_modules', '@porch', 'kit')
    mkdirSync(kit, { recursive: true })
    cpSync(join(kitDir, 'package.json'), join(kit, 'package.json'))
    for (const file of declarations(types)) {
      const target = join(kit, 'dist', relative(types, file))
      mkdirSync(dirname(target), { recursive: true })
      cpSync(file, target)
    }
    for (const name of APP_PACKAGES) {
      mkdirSync(dirname(join(app, 'node_modules', name)), { recursive: true })
      symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name))
    }
    writeFileSync(join(app, 'app.ts'), APP)
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          skipLibCheck: false,
          types: [],
          noEmit: true,
        },
        files: ['app.ts'],
      }),
    )
    let printed: string
    try {
      printed = execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', app, '--listFiles'], { encoding: 'utf8' })
    } catch (e) {
      printed = String((e as { stdout?: string }).stdout ?? e)
    }
    // --listFiles prints each program file on a line of its own, after the diagnostics.
    const lines = printed.split('\n').filter(Boolean)
    files = lines.filter((line) => line.startsWith('/') && existsSync(line))
    output = lines.filter((line) => !files.includes(line)).join('\n')
  }, 180_000)

  afterAll(() => {
    rmSync(app, { recursive: true, force: true })
    rmSync(emitted, { recursive: true, force: true })
  })

  it('type-checks with skipLibCheck off, no ambient types and no sign-client installed', () => {
    expect(output).toBe('')
  })

  it('loads no declaration of @walletconnect/sign-client or Node', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(files.filter((f) => /@walletconnect|@types\/node|walletConnect\/loader\.d\.ts/.test(f))).toEqual([])
  })
})
