/**
 * Whether lib/dist is a complete build of the kit's current source: `buildKit` records a
 * hash of its inputs when it finishes, and whoever needs the built kit (the consumer apps'
 * packed tarball, the strict-app type check) reuses lib/dist when the hash still matches,
 * instead of building it again minutes after `npm run check:kit` did.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const kit = join(root, 'lib')
const stamp = join(root, 'node_modules', '.porch-kit-build')

/** Everything the build reads besides installed packages: lib/ (not its dist or node_modules), the build script, the shared tsconfig, the lock file. */
function inputs(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => !(dir === kit && (e.name === 'dist' || e.name === 'node_modules')))
      .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
      .sort()
  return [...walk(kit), join(root, 'scripts/kit/build.ts'), join(root, 'scripts/kit/reexports.ts'), join(root, 'scripts/kit/elementCss.ts'), join(root, 'scripts/kit/standalone.ts'), join(root, 'tsconfig.json'), join(root, 'package-lock.json')]
}

/** A hash of the build's inputs (paths and contents). */
export function kitSourceHash(): string {
  const hash = createHash('sha256')
  for (const file of inputs()) hash.update(`${file}\0`).update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

/** Forget the last build (called when a build starts: a half-written dist is never fresh). */
export function clearKitBuildStamp(): void {
  rmSync(stamp, { force: true })
}

/** Record that lib/dist was built from sources with this hash. */
export function markKitBuilt(hash: string): void {
  writeFileSync(stamp, hash)
}

/** lib/dist is complete and built from the source as it is now. */
export function kitBuildIsFresh(): boolean {
  return existsSync(stamp) && existsSync(join(kit, 'dist', 'index.js')) && readFileSync(stamp, 'utf8') === kitSourceHash()
}
