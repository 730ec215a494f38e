/**
 * wagmi's `deepEqual`: structural equality of plain data (objects, arrays, and values with
 * their own `valueOf` or `toString`, such as Dates), as its hooks use to keep a result
 * stable when a refetch brings the same data. Objects of different constructors differ;
 * NaN equals NaN.
 *
 * @example
 * ```ts
 * deepEqual({ a: [1n, 'x'] }, { a: [1n, 'x'] }) // true
 * ```
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b)
  if (a.constructor !== b.constructor) return false
  if (Array.isArray(a)) {
    const other = b as unknown[]
    return a.length === other.length && a.every((item, i) => deepEqual(item, other[i]))
  }
  // Dates, boxed primitives and the like compare by what they stand for.
  if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf()
  if (a.toString !== Object.prototype.toString) return a.toString() === b.toString()
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.hasOwn(b, key) && deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
