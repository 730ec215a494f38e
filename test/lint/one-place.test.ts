/**
 * The lint check that keeps one definition per concept (eslint.config.js, ONE_PLACE): a
 * hand-written address or hash pattern, or a Promise.race deadline, fails `npm run lint`
 * anywhere in lib/ and src/ but the module that defines each.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })
const COPIES = [
  'export const a = /^0x[0-9a-fA-F]{40}$/',
  "export const b = new RegExp('^0x[0-9a-f]{64}$')",
  'export const c = (text: string) => new RegExp(`^0x[0-9a-fA-F]{40}$`).test(text)',
  'export const d = (p: Promise<number>) => Promise.race([p, new Promise((r) => setTimeout(r, 5))])',
].join('\n')

const problems = async (filePath: string) => {
  const [result] = await eslint.lintText(COPIES, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => `${m.line}:${m.message.split(':')[0]}`)
}

describe('one place per concept', () => {
  it('a copy in lib/ or src/ is an error', async () => {
    const all = ['1:An address pattern', '2:A hash pattern', '3:An address pattern', '4:A Promise.race deadline']
    expect(await problems('lib/core/somewhere.ts')).toEqual(all)
    expect(await problems('src/history/somewhere.ts')).toEqual(all)
  })

  it('the defining module may hold its own concept only', async () => {
    expect(await problems('lib/core/address.ts')).toEqual(['2:A hash pattern', '4:A Promise.race deadline'])
    expect(await problems('lib/core/deadline.ts')).toEqual(['1:An address pattern', '2:A hash pattern', '3:An address pattern'])
    expect(await problems('lib/core/hash.ts')).toEqual(['1:An address pattern', '3:An address pattern', '4:A Promise.race deadline'])
  })

  it('a quantity of up to 64 hex digits is not a hash', async () => {
    const [result] = await eslint.lintText('export const q = /^0x[0-9a-fA-F]{1,64}$/\n', { filePath: 'src/history/somewhere.ts' })
    expect(result!.messages).toEqual([])
  })
})
