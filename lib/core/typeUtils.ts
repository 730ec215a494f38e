/**
 * Type helpers with wagmi's meaning (@wagmi/core's types/utils), so the kit's action and
 * hook types resolve to the same types as wagmi's.
 */

/** Flattens an intersection into one object type (wagmi's `Compute`). */
export type Compute<type> = { [key in keyof type]: type[key] } & unknown

/** Every property optional and allowed to be undefined (wagmi's `ExactPartial`). */
export type ExactPartial<type> = { [key in keyof type]?: type[key] | undefined }

/** `Compute` on each member of a union (wagmi's `UnionCompute`). */
export type UnionCompute<type> = type extends object ? Compute<type> : type

/** `Omit` on each member of a union, for any key (wagmi's `UnionLooseOmit`). */
export type UnionLooseOmit<type, keys extends string> = type extends unknown ? Pick<type, Exclude<keyof type, keys>> : never

/** `Omit` on each member of a union (wagmi's `UnionStrictOmit`). */
export type UnionStrictOmit<type, keys extends keyof type> = type extends unknown ? Pick<type, Exclude<keyof type, keys>> : never

/** `ExactPartial` on each member of a union (wagmi's `UnionExactPartial`). */
export type UnionExactPartial<type> = type extends object ? ExactPartial<type> : type

/** Whether `type` is a narrower type than `type2` (a literal of it), as wagmi decides it. */
export type IsNarrowable<type, type2> = unknown extends type
  ? false
  : undefined extends type
    ? false
    : [(type extends type2 ? true : false) & (type2 extends type ? false : true)] extends [never]
      ? false
      : true

/** `obj1` with `obj2`'s properties over it (wagmi's `Merge`). */
export type Merge<obj1, obj2> = Compute<Pick<obj1, Exclude<keyof obj1, keyof obj2>> & obj2>
