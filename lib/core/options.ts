/**
 * Refuses an option the function does not know, naming it: a misspelt or foreign option
 * (wagmi's `createStorage({ storage })` passed to a kit that ignored it) would otherwise
 * change nothing without a word. The parameter types are closed too, so TypeScript refuses
 * the same object literal; this is for JavaScript and values past a cast.
 */
export function refuseUnknownOptions(fn: string, options: object, known: ReadonlySet<string>): void {
  for (const key of Object.keys(options)) {
    if (!known.has(key)) throw new TypeError(`${fn}: unknown option "${key}".`)
  }
}
