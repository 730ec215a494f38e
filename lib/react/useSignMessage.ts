import type { Account, Address, Hex } from 'viem'
import { ConnectorNotConnectedError } from '../core/errors'
import type { Connector } from '../core/types'
import { signMessage, type SignMessageParameters, type SignMessageErrorType} from '../core/actions/signMessage'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

/**
 * What useSignMessage's `mutate` takes (wagmi's `SignMessageVariables`): the message, the
 * account as an address or a viem `Account` (its address signs, in the wallet), and the
 * `connector` to sign with: the connected one (the kit has one connection at a time; another
 * connector is refused with ConnectorNotConnectedError, the wallet never asked).
 */
export type SignMessageVariables = Omit<SignMessageParameters, 'account'> & {
  /** Default: the connected account. */
  account?: Address | Account | undefined
  /** Default: the connected connector. */
  connector?: Connector | undefined
}

/** Parameters of useSignMessage (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseSignMessageParameters<context = unknown> = Compute<UseConfigParameters & MutationParameter<Hex, SignMessageErrorType, SignMessageVariables, context>>

/** What useSignMessage returns (wagmi 3's `UseSignMessageReturnType`): the mutation state, `mutate` / `mutateAsync` and wagmi 2's names. */
export type UseSignMessageReturnType<context = unknown> = Compute<
  UseMutationReturnType<Hex, SignMessageErrorType, SignMessageVariables, context> & {
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    signMessage: Mutate<Hex, SignMessageErrorType, SignMessageVariables, context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name); rejects with a SignMessageErrorType.
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    signMessageAsync: MutateAsync<Hex, SignMessageErrorType, SignMessageVariables, context>
  }
>

/** signMessage (personal_sign) as a hook. Not gated by sign-in: sign-in itself signs a message. */
export function useSignMessage<context = unknown>(parameters: UseSignMessageParameters<context> = {}): UseSignMessageReturnType<context> {
  const config = useConfig(parameters)
  const mutation = useMutation(
    async ({ connector, account, ...variables }: SignMessageVariables) => {
      if (connector && connector.id !== config.getState().connectorId) throw new ConnectorNotConnectedError()
      return signMessage(config, { ...variables, account: typeof account === 'object' ? account.address : account })
    },
    parameters.mutation,
    'signMessage',
  )
  return { ...mutation, signMessage: mutation.mutate, signMessageAsync: mutation.mutateAsync }
}
