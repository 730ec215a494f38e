import { describe, expect, it } from 'vitest'
import { toReexports } from '../../scripts/kit/reexports'

/** The kit's built barrels re-export (scripts/kit/reexports.ts): what Turbopack can tree-shake. */
describe('toReexports', () => {
  it('turns imports + one export list into re-exports, keeping names, renames and the directive', () => {
    const barrel = [
      '"use client";',
      'import { a } from "./a.js";',
      'import { b, c as c$1 } from "./bc.js";',
      'import { d } from "./d.js";',
      'export { a, c$1 as c, b, d as e };',
      '',
    ].join('\n')
    expect(toReexports(barrel)).toBe(['"use client";', 'export { a } from "./a.js";', 'export { c, b } from "./bc.js";', 'export { d as e } from "./d.js";', ''].join('\n'))
    // Without a directive there is none after either.
    expect(toReexports('import { x } from "./x.js";\nexport { x };\n')).toBe('export { x } from "./x.js";\n')
  })

  it('leaves every file that is not a pure barrel as it is', () => {
    expect(toReexports('import { x } from "./x.js";\nconst y = x + 1;\nexport { y };\n')).toBeUndefined()
    expect(toReexports('import x from "./x.js";\nexport { x };\n')).toBeUndefined()
    expect(toReexports('import { x } from "./x.js";\nexport { x, missing };\n')).toBeUndefined()
    expect(toReexports('import "./side-effect.js";\nexport {};\n')).toBeUndefined()
  })
})
