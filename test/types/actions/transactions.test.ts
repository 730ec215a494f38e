/**
 * Transactions and signatures: send, sign, prepare, wait, verify: each action's types against @wagmi/core 3's (through 'wagmi/actions').
 * Where wagmi's type takes the config, both are instantiated on the same two-chain config;
 * `connector` is left out of parameters (it is the kit's Connector, see lib/README). What
 * still differs is pinned as it is, and listed in lib/README's wagmi table.
 */
import { describe, expectTypeOf, it } from 'vitest'
import type * as w from 'wagmi/actions'
import type * as kit from '@porch/kit'
import type { Address, Hex, TransactionReceipt } from 'viem'
import type * as configs from './configs'
import type { wagmiTwoChains } from './configs'

// Declared, not imported: these tests are type-level only, so nothing is loaded at run time.
declare const sendTransaction: typeof kit.sendTransaction
declare const twoChains: typeof configs.twoChains

const to = '0x0000000000000000000000000000000000000001' as Address
/** A transfer as wagmi's documentation writes it. */
type transfer = { to: Address; value: bigint; chainId: 10 }
type MailTypes = { readonly Mail: readonly [{ readonly name: 'contents'; readonly type: 'string' }] }

describe('Transactions and signatures: send, sign, prepare, wait, verify', () => {
  it("sendTransaction: a call written for wagmi compiles; chainId is one of the config's; the hash equals wagmi's", () => {
    expectTypeOf<kit.SendTransactionReturnType>().toEqualTypeOf<w.SendTransactionReturnType>()
    expectTypeOf<kit.SendTransactionParameters<typeof twoChains>['chainId']>().toEqualTypeOf<w.SendTransactionParameters<typeof wagmiTwoChains>['chainId']>()
    expectTypeOf<transfer>().toExtend<kit.SendTransactionParameters<typeof twoChains>>()
    expectTypeOf<transfer>().toExtend<w.SendTransactionParameters<typeof wagmiTwoChains>>()
    // Stricter than wagmi: `to` is required (a deployment is deployContract's).
    expectTypeOf<kit.SendTransactionParameters['to']>().toEqualTypeOf<Address>()
    const refused = () => {
      // @ts-expect-error 137 is not one of the config's chains
      void sendTransaction(twoChains, { to, chainId: 137 })
    }
    expectTypeOf(refused).toBeFunction()
  })

  // wagmi/actions has no sendTransactionSync (only @wagmi/core's root): compared with viem's types.
  it("sendTransactionSync: sendTransaction's parameters with pollingInterval and timeout; resolves with viem's receipt", () => {
    expectTypeOf<transfer & { pollingInterval: 1000; timeout: 30_000 }>().toExtend<kit.SendTransactionSyncParameters<typeof twoChains>>()
    expectTypeOf<kit.SendTransactionSyncParameters<typeof twoChains>['chainId']>().toEqualTypeOf<w.SendTransactionParameters<typeof wagmiTwoChains>['chainId']>()
    expectTypeOf<Omit<kit.SendTransactionSyncReturnType, 'chainId' | 'replacement'>>().toEqualTypeOf<TransactionReceipt>()
  })

  it("signTransaction: sendTransaction's fields, chainId one of the config's; the serialized transaction equals wagmi's", () => {
    expectTypeOf<kit.SignTransactionReturnType>().toEqualTypeOf<Hex>()
    expectTypeOf<transfer>().toExtend<kit.SignTransactionParameters<typeof twoChains>>()
    expectTypeOf<transfer>().toExtend<w.SignTransactionParameters<typeof wagmiTwoChains>>()
    expectTypeOf<kit.SignTransactionParameters<typeof twoChains>['chainId']>().toEqualTypeOf<w.SignTransactionParameters<typeof wagmiTwoChains>['chainId']>()
  })

  it("prepareTransactionRequest: a request written for wagmi compiles; the filled fields apps read are wagmi's", () => {
    expectTypeOf<transfer>().toExtend<kit.PrepareTransactionRequestParameters>()
    expectTypeOf<transfer>().toExtend<w.PrepareTransactionRequestParameters<typeof wagmiTwoChains>>()
    expectTypeOf<kit.PrepareTransactionRequestReturnType['nonce']>().toEqualTypeOf<number>()
    expectTypeOf<kit.PrepareTransactionRequestReturnType['gas']>().toEqualTypeOf<bigint>()
  })

  it("waitForTransactionReceipt: hash, confirmations, timeout and chainId as wagmi's; the receipt is viem's with chainId (and the kit's `replacement`)", () => {
    type Shared = 'hash' | 'confirmations' | 'timeout' | 'pollingInterval' | 'chainId'
    expectTypeOf<Pick<kit.WaitForTransactionReceiptParameters<typeof twoChains>, Shared>>().toEqualTypeOf<Pick<w.WaitForTransactionReceiptParameters<typeof wagmiTwoChains>, Shared>>()
    expectTypeOf<Omit<kit.WaitForTransactionReceiptReturnType, 'chainId' | 'replacement'>>().toEqualTypeOf<Omit<w.WaitForTransactionReceiptReturnType, 'chainId'>>()
    expectTypeOf<kit.WaitForTransactionReceiptReturnType['chainId']>().toEqualTypeOf<number>()
  })

  it("signMessage: parameters (message, an address or viem Account) and result equal wagmi's", () => {
    expectTypeOf<Omit<kit.SignMessageParameters, 'connector'>>().toEqualTypeOf<Omit<w.SignMessageParameters, 'connector'>>()
    expectTypeOf<kit.SignMessageReturnType>().toEqualTypeOf<w.SignMessageReturnType>()
  })

  it("signTypedData: a typed-data definition written for wagmi compiles, its message typed by primaryType; the signature equals wagmi's", () => {
    expectTypeOf<kit.SignTypedDataReturnType>().toEqualTypeOf<w.SignTypedDataReturnType>()
    type Def = kit.SignTypedDataParameters<MailTypes, 'Mail'>
    expectTypeOf<Def['message']>().toEqualTypeOf<w.SignTypedDataParameters<MailTypes, 'Mail'>['message']>()
    expectTypeOf<Def['primaryType']>().toEqualTypeOf<'Mail'>()
  })

  it('verifyMessage', () => {
    expectTypeOf<Omit<kit.VerifyMessageParameters<typeof twoChains>, 'connector'>>().toEqualTypeOf<Omit<w.VerifyMessageParameters<typeof wagmiTwoChains>, 'connector'>>()
    expectTypeOf<kit.VerifyMessageReturnType>().toEqualTypeOf<w.VerifyMessageReturnType>()
  })

  it('verifyTypedData', () => {
    expectTypeOf<Omit<kit.VerifyTypedDataParameters, 'connector'>>().toEqualTypeOf<Omit<w.VerifyTypedDataParameters, 'connector'>>()
    expectTypeOf<kit.VerifyTypedDataReturnType>().toEqualTypeOf<w.VerifyTypedDataReturnType>()
  })
})
