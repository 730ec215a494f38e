import type { Chain } from 'viem'
import { errorParts, isUserRejection } from '../core/errors'
import { userRejected } from '../core/walletErrors'
import { isUnsupportedMethod, switchChainFailed, SwitchChainNotSupportedError } from '../core/callErrors'
import { parseChainId, rpc, toHexChainId, type Eip1193 } from './eip1193'

/** EIP-3326 switch; on 4902 (chain unknown to the wallet) EIP-3085 add, then switch again. */
export async function switchOrAdd(p: Eip1193, chain: Chain, appName: string): Promise<void> {
  const hexId = toHexChainId(chain.id)
  try {
    await rpc(p, 'wallet_switchEthereumChain', [{ chainId: hexId }])
    return
  } catch (e) {
    const { code, message } = errorParts(e)
    if (isUserRejection(e)) throw userRejected(e)
    if (isUnsupportedMethod(e)) throw new SwitchChainNotSupportedError(appName, e)
    // MetaMask mobile nests the code: data.originalError.code. https://github.com/MetaMask/metamask-mobile/issues/3312
    const nested = (e as { data?: { originalError?: { code?: number } } } | null)?.data?.originalError?.code
    if (code !== 4902 && nested !== 4902 && !/unrecognized chain/i.test(message)) throw switchChainFailed(e)
  }
  try {
    await rpc(p, 'wallet_addEthereumChain', [
      {
        chainId: hexId,
        chainName: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: [...chain.rpcUrls.default.http],
        blockExplorerUrls: chain.blockExplorers ? [chain.blockExplorers.default.url] : undefined,
      },
    ])
    // Some wallets switch as part of adding; others need the switch again.
    const now = parseChainId(await rpc(p, 'eth_chainId'))
    if (now !== chain.id) await rpc(p, 'wallet_switchEthereumChain', [{ chainId: hexId }])
  } catch (e) {
    // A user rejection after adding the chain is an error, so it is NOT a
    // quiet UserRejectedRequestError: the user sees why they are still on the old network.
    if (isUserRejection(e)) throw switchChainFailed(new Error(`${chain.name} was added to the wallet, but the switch to it was declined.`, { cause: e }))
    throw switchChainFailed(e)
  }
}
