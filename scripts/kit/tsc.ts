/**
 * The repository's two TypeScript compilers, each named by its path. Both packages declare
 * the bin `tsc`, so which one `node_modules/.bin/tsc` (and `npx tsc`) runs depends on the
 * order npm links them in: no script or test runs a compiler by that name.
 *
 * - TypeScript 7 (the native compiler, installed under the alias `typescript7`) checks the
 *   repository's own code (`npm run typecheck`) and the documentation's code blocks: it does
 *   in about 9 s what 5.9 does in 35.
 * - TypeScript 5.9 (`typescript`) emits the kit's declarations (the build and the API check,
 *   which type-check lib/ on the way) and checks the wagmi 3 app. Its compiler API is what
 *   typescript-eslint, API Extractor, knip and Vitest load: TypeScript 7 has none of the
 *   classic API.
 * - The strict app of test/consumer/strict is checked by both (scripts/kit/strictApp.ts):
 *   what the kit's README says it supports.
 */
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const modules = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'node_modules')

/** TypeScript 7's `tsc` (run with `node`). */
export const TSC_7 = join(modules, 'typescript7', 'bin', 'tsc')

/** TypeScript 5.9's `tsc` (run with `node`). */
export const TSC_5 = join(modules, 'typescript', 'bin', 'tsc')
