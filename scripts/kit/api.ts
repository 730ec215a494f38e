/**
 * The kit's API reports (lib/api/*.api.md), one per package entry, made by API Extractor
 * from the emitted declarations. `npm run lint` runs this and fails when an entry's public
 * API differs from its committed report, when a type an export uses is not exported from
 * the same entry (ae-forgotten-export), or when an exported declaration or field has no doc
 * comment (ae-undocumented). After a deliberate change, `npm run api:update` rewrites the
 * reports for review.
 */
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor'
import { emitDeclarations, kitDir } from './build'

const update = process.argv.includes('--update')
/**
 * Where the declarations it reads are emitted: beside the package, never in lib/dist, which
 * `npm test` packs for the consumer apps while this check runs alongside (and inside lib/, so
 * 'viem' and 'react' resolve from the repository's node_modules).
 */
const TYPES = join(kitDir, '.api-types')
/** Where API Extractor writes the fresh reports it compares (outside the package, never packed). */
const TEMP = join(tmpdir(), `porch-api-${process.pid}`)
const ENTRIES = [
  { report: 'kit', types: 'index.d.ts', source: 'index.ts' },
  { report: 'kit-react', types: 'entries/react.d.ts', source: 'entries/react.ts' },
  { report: 'kit-components', types: 'entries/components.d.ts', source: 'entries/components.ts' },
  { report: 'kit-element', types: 'entries/element.d.ts', source: 'entries/element.ts' },
  { report: 'kit-wallets', types: 'entries/wallets.d.ts', source: 'entries/wallets.ts' },
  { report: 'kit-codegen', types: 'entries/codegen.d.ts', source: 'entries/codegen.ts' },
  { report: 'kit-theme', types: 'theme/index.d.ts', source: 'theme/index.ts' },
  // `export * from 'viem/chains'`: API Extractor lists an external package's re-export as
  // that one line, so the report pins what the entry is (viem's chains), not each chain.
  { report: 'kit-chains', types: 'entries/chains.d.ts', source: 'entries/chains.ts' },
  { report: 'kit-server', types: 'entries/server.d.ts', source: 'entries/server.ts' },
  { report: 'kit-testing', types: 'testing/index.d.ts', source: 'testing/index.ts' },
] as const

rmSync(TYPES, { recursive: true, force: true })
emitDeclarations(TYPES)
let failed = false
for (const entry of ENTRIES) {
  const config = ExtractorConfig.prepare({
    configObjectFullPath: join(kitDir, 'api', 'api-extractor.json'),
    packageJsonFullPath: join(kitDir, 'package.json'),
    configObject: {
      projectFolder: kitDir,
      mainEntryPointFilePath: join(TYPES, entry.types),
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
          // Every type an export takes or returns is exported from the same entry, and every
          // exported declaration, fields included, has a doc comment: both fail the lint.
          'ae-forgotten-export': { logLevel: ExtractorLogLevel.Error, addToApiReportFile: false },
          'ae-undocumented': { logLevel: ExtractorLogLevel.Error, addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      },
    },
  })
  const result = Extractor.invoke(config, {
    localBuild: update,
    showVerboseMessages: false,
    messageCallback: (message) => {
      // A function's static members (`ConnectButton.Custom`) are emitted as a namespace that
      // cannot carry a doc comment of its own: the function's comment documents it.
      if (message.messageId === 'ae-undocumented' && message.sourceFilePath) {
        const line = readFileSync(message.sourceFilePath, 'utf8').split('\n')[(message.sourceFileLine ?? 1) - 1] ?? ''
        if (/declare namespace/.test(line)) message.logLevel = ExtractorLogLevel.None
      }
    },
  })
  if (!result.succeeded) {
    failed = true
    console.error(
      result.apiReportChanged && !update
        ? `lib/api/${entry.report}.api.md is out of date: the public API of this entry changed. Review it, then run \`npm run api:update\` and commit the report.`
        : `API Extractor failed for ${entry.types} (${result.errorCount} errors, ${result.warningCount} warnings): export each type named above from ${entry.source}, and give each undocumented declaration a doc comment saying what it is for.`,
    )
  }
}
rmSync(TEMP, { recursive: true, force: true })
rmSync(TYPES, { recursive: true, force: true })
if (failed) process.exit(1)
console.log(update ? 'API reports written to lib/api/.' : 'API reports match the public API.')
