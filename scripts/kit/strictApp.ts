/**
 * The kit's declarations as a strict app type-checks them (`npm run check:kit`, after the
 * build): test/consumer/strict, with its own tsconfig (`strict`, `types: []`,
 * `skipLibCheck: false`, `noUncheckedSideEffectImports`), imports every entry and
 * `@porch/kit/styles.css`. It is laid out outside the repository as `npm install` would:
 * node_modules/@porch/kit holds lib/package.json (its export map) and lib/dist; its other
 * packages are links to this repository's, without `@walletconnect/sign-client` (an optional
 * peer: an app that never configures walletConnect() does not install it) and without
 * `@types/node`. Both compilers the README promises must accept it, TypeScript 7 and 5.9,
 * loading no declaration of the sign-client or of Node.
 *
 * And the other way: with the `types` condition taken off `./styles.css` in the export map,
 * TypeScript 7 must refuse the side-effect import (TS2882), or the app above proves nothing
 * about the CSS entry's declaration.
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildKit, kitDir } from './build'
import { kitBuildIsFresh } from './buildStamp'
import { TSC_5, TSC_7 } from './tsc'

const root = join(kitDir, '..')
const appSource = join(root, 'test/consumer/strict')
/** Declarations that must stay out of the app's program: the optional WalletConnect peer, Node's types. */
const UNWANTED = /@walletconnect\/|@types\/node\/|walletConnect\/loader\.d\.ts$/

interface Manifest {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  exports: Record<string, unknown>
}

interface Checked {
  compiler: string
  seconds: number
  /** What tsc printed besides the file list (its diagnostics). */
  diagnostics: string
  /** The program's files (`--listFiles`). */
  files: string[]
}

/** `tsc -p <project> --listFiles`; never rejects: the caller judges the diagnostics. */
function typecheck(tsc: string, project: string): Promise<Checked> {
  const started = Date.now()
  return new Promise((resolve) => {
    execFile(process.execPath, [tsc, '-p', project, '--listFiles', '--pretty', 'false'], { maxBuffer: 64 << 20 }, (_error, stdout, stderr) => {
      const lines = `${stdout}\n${stderr}`.split('\n').filter(Boolean)
      const files = lines.filter((line) => line.startsWith('/') && existsSync(line))
      resolve({
        compiler: tsc === TSC_7 ? 'TypeScript 7' : 'TypeScript 5.9',
        seconds: (Date.now() - started) / 1000,
        diagnostics: lines.filter((line) => !files.includes(line)).join('\n'),
        files,
      })
    })
  })
}

/** The kit in `dir`/node_modules/@porch/kit as the package has it, with this export map. */
function installKit(dir: string, manifest: Manifest): void {
  const kit = join(dir, 'node_modules', '@porch', 'kit')
  mkdirSync(kit, { recursive: true })
  writeFileSync(join(kit, 'package.json'), JSON.stringify(manifest, null, 2))
  cpSync(join(kitDir, 'dist'), join(kit, 'dist'), { recursive: true })
}

/** Links to this repository's packages, for each package the app's package.json names but the kit. */
function linkPackages(dir: string): void {
  const app = JSON.parse(readFileSync(join(appSource, 'package.json'), 'utf8')) as Manifest
  for (const name of Object.keys({ ...app.dependencies, ...app.devDependencies })) {
    if (name === '@porch/kit') continue
    const target = join(dir, 'node_modules', name)
    mkdirSync(dirname(target), { recursive: true })
    symlinkSync(join(root, 'node_modules', name), target)
  }
}

async function checkStrictApp(): Promise<string[]> {
  if (!kitBuildIsFresh()) await buildKit()
  const manifest = JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8')) as Manifest
  const styles = manifest.exports['./styles.css'] as { types?: string; default?: string } | string
  if (typeof styles !== 'object' || !styles.types || !styles.default) return ['lib/package.json: "./styles.css" must map "types" to a declaration and "default" to the CSS']
  const declaration = `/@porch/kit/${styles.types.replace(/^\.\//, '')}`
  const app = mkdtempSync(join(tmpdir(), 'porch-strict-app-'))
  // The same CSS import, with an export map that gives the stylesheet no declaration.
  const untyped = mkdtempSync(join(tmpdir(), 'porch-strict-untyped-'))
  try {
    cpSync(appSource, app, { recursive: true })
    installKit(app, manifest)
    linkPackages(app)
    installKit(untyped, { ...manifest, exports: { ...manifest.exports, './styles.css': styles.default } })
    cpSync(join(appSource, 'tsconfig.json'), join(untyped, 'tsconfig.json'))
    mkdirSync(join(untyped, 'src'))
    writeFileSync(join(untyped, 'src', 'styles.ts'), "import '@porch/kit/styles.css'\n")

    const [seven, five, withoutTypes, node10] = await Promise.all([
      typecheck(TSC_7, app),
      typecheck(TSC_5, app),
      typecheck(TSC_7, untyped),
      typecheck(TSC_5, join(app, 'tsconfig.node10.json')),
    ])
    const problems: string[] = []
    // moduleResolution node (node10) reads no export map: each entry resolves through typesVersions.
    if (node10.diagnostics) problems.push(`${node10.compiler} refuses the strict app under moduleResolution node:\n${node10.diagnostics}`)
    for (const entry of Object.keys(manifest.exports).filter((e) => e !== './package.json')) {
      const types = (manifest.exports[entry] as { types?: string }).types?.replace(/^\.\//, '')
      if (types && !node10.files.some((f) => f.endsWith(`/@porch/kit/${types}`))) problems.push(`Under moduleResolution node, '${join('@porch/kit', entry)}' did not resolve to ${types}`)
    }
    for (const run of [seven, five]) {
      if (run.diagnostics) problems.push(`${run.compiler} refuses the strict app:\n${run.diagnostics}`)
      if (run.files.length < 50) problems.push(`${run.compiler} listed ${run.files.length} program files: the app did not load the kit's declarations`)
      const unwanted = run.files.filter((f) => UNWANTED.test(f))
      if (unwanted.length > 0) problems.push(`${run.compiler} loaded declarations a strict app without WalletConnect or Node must not need:\n${unwanted.join('\n')}`)
      if (!run.files.some((f) => f.endsWith(declaration))) problems.push(`${run.compiler} did not read ${styles.types} for '@porch/kit/styles.css'`)
    }
    if (!/TS2882[^\n]*'@porch\/kit\/styles\.css'/.test(withoutTypes.diagnostics)) {
      problems.push(`Without the "types" condition, TypeScript 7 must refuse import '@porch/kit/styles.css' with TS2882; it printed:\n${withoutTypes.diagnostics || '(nothing)'}`)
    }
    if (problems.length === 0) {
      console.log(
        `Strict app: ${seven.compiler} (${seven.seconds.toFixed(1)} s) and ${five.compiler} (${five.seconds.toFixed(1)} s) accept it, ${seven.files.length} files; ` +
          `${five.compiler} accepts it under moduleResolution node too (${node10.seconds.toFixed(1)} s); ` +
          `without the "types" condition TypeScript 7 reports TS2882 (${withoutTypes.seconds.toFixed(1)} s).`,
      )
    }
    return problems
  } finally {
    rmSync(app, { recursive: true, force: true })
    rmSync(untyped, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = await checkStrictApp()
  if (problems.length > 0) {
    console.error(problems.join('\n\n'))
    process.exit(1)
  }
}
