import type { Abi } from 'viem'

/** Whether the ABI has a function `name` without inputs (then a missing `args` is complete, not pending). */
export function takesNoArguments(abi: Abi | readonly unknown[], name: string): boolean {
  return (abi as readonly { type?: string; name?: string; inputs?: readonly unknown[] }[]).some((item) => item.type === 'function' && item.name === name && (item.inputs?.length ?? 0) === 0)
}
