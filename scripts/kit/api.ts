/**
 * The kit's API reports (lib/api/*.api.md), one per package entry, made by API Extractor
 * from the emitted declarations. `npm run lint` runs this and fails when an entry's public
 * API differs from its committed report, or when an export has no doc comment; after a
 * deliberate change, `npm run api:update` rewrites the reports for review.
 */
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor'
import { emitDeclarations, kitDir } from './build'

const update = process.argv.includes('--update')
/** Where API Extractor writes the fresh reports it compares (outside the package, never packed). */
const TEMP = join(tmpdir(), `porch-api-${process.pid}`)
const ENTRIES = [
  { report: 'kit', types: 'dist/index.d.ts', source: 'index.ts' },
  { report: 'kit-react', types: 'dist/entries/react.d.ts', source: 'entries/react.ts' },
  { report: 'kit-theme', types: 'dist/theme/index.d.ts', source: 'theme/index.ts' },
  { report: 'kit-testing', types: 'dist/testing/index.d.ts', source: 'testing/index.ts' },
] as const

/** The names an entry file exports (`export { a, b as c, type D } from '...'`). */
function exportedNames(file: string): Set<string> {
  const names = new Set<string>()
  for (const [, list] of readFileSync(file, 'utf8').matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of list!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()
      if (name) names.add(name)
    }
  }
  return names
}

emitDeclarations()
let failed = false
for (const entry of ENTRIES) {
  const config = ExtractorConfig.prepare({
    configObjectFullPath: join(kitDir, 'api', 'api-extractor.json'),
    packageJsonFullPath: join(kitDir, 'package.json'),
    configObject: {
      projectFolder: kitDir,
      mainEntryPointFilePath: join(kitDir, entry.types),
      compiler: { tsconfigFilePath: join(kitDir, 'tsconfig.build.json') },
      newlineKind: 'lf',
      apiReport: {
        enabled: true,
        reportFileName: `${entry.report}.api.md`,
        reportFolder: join(kitDir, 'api'),
        reportTempFolder: TEMP,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.Warning },
          // Release tags (@public/@beta) are not used: everything an entry exports is public.
          'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
          // A type reachable only through an export is listed in the report for review.
          'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
          // Undocumented members are listed in the report; undocumented exports fail (below).
          'ae-undocumented': { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
        },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      },
    },
  })
  const exported = exportedNames(join(kitDir, entry.source))
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false })
  // The report (always written to the temp folder) lists each undocumented declaration.
  const report = readFileSync(join(TEMP, `${entry.report}.api.md`), 'utf8')
  const undocumented = [...report.matchAll(/\/\/ (\S+\.d\.ts):(\d+):\d+ - \(ae-undocumented\) Missing documentation for "([^"]+)"/g)]
    // A function's static members (`ConnectButton.Custom`) are emitted as an undocumentable namespace.
    .filter(([, file, line]) => !/declare namespace/.test(readFileSync(join(kitDir, file!), 'utf8').split('\n')[Number(line) - 1] ?? ''))
    .map((m) => m[3]!)
    .filter((name) => exported.has(name))
  if (undocumented.length) {
    failed = true
    console.error(`Exports of ${entry.source} without a doc comment (say what each is for): ${[...new Set(undocumented)].join(', ')}`)
  }
  if (!result.succeeded) {
    failed = true
    console.error(
      result.apiReportChanged
        ? `lib/api/${entry.report}.api.md is out of date: the public API of this entry changed. Review it, then run \`npm run api:update\` and commit the report.`
        : `API Extractor failed for ${entry.types} (${result.errorCount} errors, ${result.warningCount} warnings).`,
    )
  }
}
rmSync(TEMP, { recursive: true, force: true })
if (failed) process.exit(1)
console.log(update ? 'API reports written to lib/api/.' : 'API reports match the public API.')
