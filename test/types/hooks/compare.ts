/**
 * What the hook type tests compare (types only): a hook's parameter keys and the
 * variables its mutation takes, each read off the hook's own signature so a
 * test names the hook once per library.
 */

type Arg<hook> = hook extends (...args: infer args) => unknown ? NonNullable<args[0]> : never
type KeysOf<type> = type extends unknown ? keyof type : never
type Result<hook> = hook extends (...args: never[]) => infer result ? result : never

/** The keys of a hook's parameters object (every member of a union), but `config`, `query` and `mutation` (compared apart). */
export type ParameterKeys<hook> = Exclude<KeysOf<Arg<hook>>, 'config' | 'query' | 'mutation'>

/** The parameters wagmi's hook takes and the kit's does not. */
export type MissingParameters<kit, wagmi> = Exclude<ParameterKeys<wagmi>, ParameterKeys<kit>>

/** The parameters the kit's hook takes and wagmi's does not (the kit's own additions). */
export type ExtraParameters<kit, wagmi> = Exclude<ParameterKeys<kit>, ParameterKeys<wagmi>>

/** The variables a write hook's `mutateAsync` takes. */
export type Variables<hook> = Result<hook> extends { mutateAsync: (...args: infer args) => unknown } ? NonNullable<args[0]> : never

/** The keys of a write hook's variables (every member of a union). */
export type VariableKeys<hook> = KeysOf<Variables<hook>>

/** The variables wagmi's write hook takes and the kit's does not. */
export type MissingVariables<kit, wagmi> = Exclude<VariableKeys<wagmi>, VariableKeys<kit>>

/** The variables the kit's write hook takes and wagmi's does not. */
export type ExtraVariables<kit, wagmi> = Exclude<VariableKeys<kit>, VariableKeys<wagmi>>
