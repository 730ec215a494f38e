// @porch/kit/codegen: wagmi's `wagmi/codegen`, the factories `@wagmi/cli`'s React plugin
// generates its hooks with. Rewrite `wagmi/codegen` to `@porch/kit/codegen` in the
// generated file and its hooks run on the kit's.
export { createUseReadContract, type CreateUseReadContractParameters, type CreateUseReadContractReturnType } from '../react/codegen/createUseReadContract'
export {
  createUseWriteContract,
  type CreateUseWriteContractParameters,
  type CreateUseWriteContractReturnType,
  type CreateUseWriteContractMutate,
  type CreateUseWriteContractVariables,
} from '../react/codegen/createUseWriteContract'
export { createUseSimulateContract, type CreateUseSimulateContractParameters, type CreateUseSimulateContractReturnType } from '../react/codegen/createUseSimulateContract'
export {
  createUseWatchContractEvent,
  type CreateUseWatchContractEventParameters,
  type CreateUseWatchContractEventReturnType,
} from '../react/codegen/createUseWatchContractEvent'
// The kit's types the factories' signatures name (its config, hooks' parameters and
// results...): the React entry's, as types only, so this entry adds no code of its own.
export type * from './react'
