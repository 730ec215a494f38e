// wagmi's codegen entry, as @wagmi/cli's react plugin output imports it after the move.
import { createUseReadContract } from '@porch/kit/codegen'
import { erc20Abi } from 'viem'

export const useReadErc20 = createUseReadContract({ abi: erc20Abi })
export const useReadErc20BalanceOf = createUseReadContract({ abi: erc20Abi, functionName: 'balanceOf' })
