/**
 * RainbowKit's wallet factories (`@porch/kit/wallets`, RainbowKit 2.2.11's `./wallets`): every
 * one of its 76 exports, each `(params) => Wallet` over the kit's own connectors. Put them in
 * groups for `connectorsForWallets` or `getDefaultConfig({ wallets })` from `@porch/kit/react`.
 * @packageDocumentation
 */

import { walletFactory, type WalletFactory } from '../connectors/wallets/factory'
import { anchorageDigitalWalletSpec } from '../core/wallets/anchorageDigitalWallet/anchorageDigitalWallet'
import { argentWalletSpec } from '../core/wallets/argentWallet/argentWallet'
import { backpackWalletSpec } from '../core/wallets/backpackWallet/backpackWallet'
import { baseSpec } from '../core/wallets/base/base'
import { berasigWalletSpec } from '../core/wallets/berasigWallet/berasigWallet'
import { bestWalletSpec } from '../core/wallets/bestWallet/bestWallet'
import { bifrostWalletSpec } from '../core/wallets/bifrostWallet/bifrostWallet'
import { binanceWalletSpec } from '../core/wallets/binanceWallet/binanceWallet'
import { bitgetWalletSpec } from '../core/wallets/bitgetWallet/bitgetWallet'
import { bitskiWalletSpec } from '../core/wallets/bitskiWallet/bitskiWallet'
import { bitverseWalletSpec } from '../core/wallets/bitverseWallet/bitverseWallet'
import { bloomWalletSpec } from '../core/wallets/bloomWallet/bloomWallet'
import { braveWalletSpec } from '../core/wallets/braveWallet/braveWallet'
import { bybitWalletSpec } from '../core/wallets/bybitWallet/bybitWallet'
import { clvWalletSpec } from '../core/wallets/clvWallet/clvWallet'
import { coin98WalletSpec } from '../core/wallets/coin98Wallet/coin98Wallet'
import { coinbaseWalletSpec } from '../core/wallets/coinbaseWallet/coinbaseWallet'
import { compassWalletSpec } from '../core/wallets/compassWallet/compassWallet'
import { coreWalletSpec } from '../core/wallets/coreWallet/coreWallet'
import { ctrlWalletSpec } from '../core/wallets/ctrlWallet/ctrlWallet'
import { dawnWalletSpec } from '../core/wallets/dawnWallet/dawnWallet'
import { desigWalletSpec } from '../core/wallets/desigWallet/desigWallet'
import { enkryptWalletSpec } from '../core/wallets/enkryptWallet/enkryptWallet'
import { foxWalletSpec } from '../core/wallets/foxWallet/foxWallet'
import { frameWalletSpec } from '../core/wallets/frameWallet/frameWallet'
import { frontierWalletSpec } from '../core/wallets/frontierWallet/frontierWallet'
import { gateWalletSpec } from '../core/wallets/gateWallet/gateWallet'
import { geminiWalletSpec } from '../core/wallets/geminiWallet/geminiWallet'
import { imTokenWalletSpec } from '../core/wallets/imTokenWallet/imTokenWallet'
import { injectedWalletSpec } from '../core/wallets/injectedWallet/injectedWallet'
import { iopayWalletSpec } from '../core/wallets/iopayWallet/iopayWallet'
import { kaiaWalletSpec } from '../core/wallets/kaiaWallet/kaiaWallet'
import { kaikasWalletSpec } from '../core/wallets/kaikasWallet/kaikasWallet'
import { krakenWalletSpec } from '../core/wallets/krakenWallet/krakenWallet'
import { kresusWalletSpec } from '../core/wallets/kresusWallet/kresusWallet'
import { ledgerWalletSpec } from '../core/wallets/ledgerWallet/ledgerWallet'
import { magicEdenWalletSpec } from '../core/wallets/magicEdenWallet/magicEdenWallet'
import { mecoWalletSpec } from '../core/wallets/mecoWallet/mecoWallet'
import { metaMaskWalletSpec } from '../core/wallets/metaMaskWallet/metaMaskWallet'
import { mewWalletSpec } from '../core/wallets/mewWallet/mewWallet'
import { nestWalletSpec } from '../core/wallets/nestWallet/nestWallet'
import { novaWalletSpec } from '../core/wallets/novaWallet/novaWallet'
import { oktoWalletSpec } from '../core/wallets/oktoWallet/oktoWallet'
import { okxWalletSpec } from '../core/wallets/okxWallet/okxWallet'
import { omniWalletSpec } from '../core/wallets/omniWallet/omniWallet'
import { oneInchWalletSpec } from '../core/wallets/oneInchWallet/oneInchWallet'
import { oneKeyWalletSpec } from '../core/wallets/oneKeyWallet/oneKeyWallet'
import { paraSwapWalletSpec } from '../core/wallets/paraSwapWallet/paraSwapWallet'
import { phantomWalletSpec } from '../core/wallets/phantomWallet/phantomWallet'
import { portoWalletSpec } from '../core/wallets/portoWallet/portoWallet'
import { rabbyWalletSpec } from '../core/wallets/rabbyWallet/rabbyWallet'
import { rainbowWalletSpec } from '../core/wallets/rainbowWallet/rainbowWallet'
import { ramperWalletSpec } from '../core/wallets/ramperWallet/ramperWallet'
import { readyWalletSpec } from '../core/wallets/readyWallet/readyWallet'
import { roninWalletSpec } from '../core/wallets/roninWallet/roninWallet'
import { safeWalletSpec } from '../core/wallets/safeWallet/safeWallet'
import { safeheronWalletSpec } from '../core/wallets/safeheronWallet/safeheronWallet'
import { safepalWalletSpec } from '../core/wallets/safepalWallet/safepalWallet'
import { seifWalletSpec } from '../core/wallets/seifWallet/seifWallet'
import { subWalletSpec } from '../core/wallets/subWallet/subWallet'
import { tahoWalletSpec } from '../core/wallets/tahoWallet/tahoWallet'
import { talismanWalletSpec } from '../core/wallets/talismanWallet/talismanWallet'
import { tokenPocketWalletSpec } from '../core/wallets/tokenPocketWallet/tokenPocketWallet'
import { tokenaryWalletSpec } from '../core/wallets/tokenaryWallet/tokenaryWallet'
import { trustWalletSpec } from '../core/wallets/trustWallet/trustWallet'
import { uniswapWalletSpec } from '../core/wallets/uniswapWallet/uniswapWallet'
import { universalProfilesWalletSpec } from '../core/wallets/universalProfilesWallet/universalProfilesWallet'
import { valoraWalletSpec } from '../core/wallets/valoraWallet/valoraWallet'
import { walletConnectWalletSpec } from '../core/wallets/walletConnectWallet/walletConnectWallet'
import { wigwamWalletSpec } from '../core/wallets/wigwamWallet/wigwamWallet'
import { xPortalWalletSpec } from '../core/wallets/xPortalWallet/xPortalWallet'
import { zealWalletSpec } from '../core/wallets/zealWallet/zealWallet'
import { zerionWalletSpec } from '../core/wallets/zerionWallet/zerionWallet'
import { zilPayWalletSpec } from '../core/wallets/zilPayWallet/zilPayWallet'

export type { WalletFactory, WalletFactoryParameters } from '../connectors/wallets/factory'
// The types a factory's Wallet is made of (the same types `@porch/kit/react` exports).
export type { CreateConnector, RainbowKitDetails, Wallet, WalletDetailsParams } from '../core/wallets/rainbowkit'
export type { CreateWalletParameters, DefaultWalletOptions, RainbowKitWalletConnectParameters } from '../connectors/wallets/types'
export type { LogLevel, WalletConnectParameters } from '../connectors/walletConnect/types'
export type { KeyValueStorage } from '../connectors/walletConnect/memoryStorage'
export type { DownloadUrls, GetUri, IconUrl, Instructions, InstructionStep, InstructionStepKeys, InstructionStepName, InstructionStepText, WalletDescriptor, WalletMessageKey } from '../core/wallets/types'
export type { Connector, ConnectorContext, ConnectorEvents, ConnectorType, ConnectResult, CreateConnectorFn, SafeOwners, SafeTxProgress } from '../core/types'
export type { Emitter, Listener } from '../core/emitter'
export type { KitStorage, Parser } from '../core/storage'

/** Anchorage Digital (facts, links and guide: lib/core/wallets/anchorageDigitalWallet/). */
export const anchorageDigitalWallet: WalletFactory = walletFactory(anchorageDigitalWalletSpec)
/** Ready (facts, links and guide: lib/core/wallets/argentWallet/). */
export const argentWallet: WalletFactory = walletFactory(argentWalletSpec)
/** Backpack (facts, links and guide: lib/core/wallets/backpackWallet/). */
export const backpackWallet: WalletFactory = walletFactory(backpackWalletSpec)
/** Base (facts, links and guide: lib/core/wallets/base/). */
export const base: WalletFactory = walletFactory(baseSpec)
/** Base: RainbowKit's alias of `base`, the same factory. */
export const baseAccount: WalletFactory = base
/** BeraSig (facts, links and guide: lib/core/wallets/berasigWallet/). */
export const berasigWallet: WalletFactory = walletFactory(berasigWalletSpec)
/** Best Wallet (facts, links and guide: lib/core/wallets/bestWallet/). */
export const bestWallet: WalletFactory = walletFactory(bestWalletSpec)
/** Bifrost Wallet (facts, links and guide: lib/core/wallets/bifrostWallet/). */
export const bifrostWallet: WalletFactory = walletFactory(bifrostWalletSpec)
/** Binance Wallet (facts, links and guide: lib/core/wallets/binanceWallet/). */
export const binanceWallet: WalletFactory = walletFactory(binanceWalletSpec)
/** Bitget Wallet (facts, links and guide: lib/core/wallets/bitgetWallet/). */
export const bitgetWallet: WalletFactory = walletFactory(bitgetWalletSpec)
/** Bitski (facts, links and guide: lib/core/wallets/bitskiWallet/). */
export const bitskiWallet: WalletFactory = walletFactory(bitskiWalletSpec)
/** Bitverse Wallet (facts, links and guide: lib/core/wallets/bitverseWallet/). */
export const bitverseWallet: WalletFactory = walletFactory(bitverseWalletSpec)
/** Bloom Wallet (facts, links and guide: lib/core/wallets/bloomWallet/). */
export const bloomWallet: WalletFactory = walletFactory(bloomWalletSpec)
/** Brave Wallet (facts, links and guide: lib/core/wallets/braveWallet/). */
export const braveWallet: WalletFactory = walletFactory(braveWalletSpec)
/** Bybit Wallet (facts, links and guide: lib/core/wallets/bybitWallet/). */
export const bybitWallet: WalletFactory = walletFactory(bybitWalletSpec)
/** CLV (facts, links and guide: lib/core/wallets/clvWallet/). */
export const clvWallet: WalletFactory = walletFactory(clvWalletSpec)
/** Coin98 Wallet (facts, links and guide: lib/core/wallets/coin98Wallet/). */
export const coin98Wallet: WalletFactory = walletFactory(coin98WalletSpec)
/** Coinbase Wallet (facts, links and guide: lib/core/wallets/coinbaseWallet/). */
export const coinbaseWallet: WalletFactory = walletFactory(coinbaseWalletSpec)
/** Compass Wallet (facts, links and guide: lib/core/wallets/compassWallet/). */
export const compassWallet: WalletFactory = walletFactory(compassWalletSpec)
/** Core (facts, links and guide: lib/core/wallets/coreWallet/). */
export const coreWallet: WalletFactory = walletFactory(coreWalletSpec)
/** CTRL Wallet (facts, links and guide: lib/core/wallets/ctrlWallet/). */
export const ctrlWallet: WalletFactory = walletFactory(ctrlWalletSpec)
/** Dawn (facts, links and guide: lib/core/wallets/dawnWallet/). */
export const dawnWallet: WalletFactory = walletFactory(dawnWalletSpec)
/** Desig Wallet (facts, links and guide: lib/core/wallets/desigWallet/). */
export const desigWallet: WalletFactory = walletFactory(desigWalletSpec)
/** Enkrypt Wallet (facts, links and guide: lib/core/wallets/enkryptWallet/). */
export const enkryptWallet: WalletFactory = walletFactory(enkryptWalletSpec)
/** FoxWallet (facts, links and guide: lib/core/wallets/foxWallet/). */
export const foxWallet: WalletFactory = walletFactory(foxWalletSpec)
/** Frame (facts, links and guide: lib/core/wallets/frameWallet/). */
export const frameWallet: WalletFactory = walletFactory(frameWalletSpec)
/** Frontier Wallet (facts, links and guide: lib/core/wallets/frontierWallet/). */
export const frontierWallet: WalletFactory = walletFactory(frontierWalletSpec)
/** Gate Wallet (facts, links and guide: lib/core/wallets/gateWallet/). */
export const gateWallet: WalletFactory = walletFactory(gateWalletSpec)
/** Gemini Wallet (facts, links and guide: lib/core/wallets/geminiWallet/). */
export const geminiWallet: WalletFactory = walletFactory(geminiWalletSpec)
/** imToken (facts, links and guide: lib/core/wallets/imTokenWallet/). */
export const imTokenWallet: WalletFactory = walletFactory(imTokenWalletSpec)
/** Browser Wallet (facts, links and guide: lib/core/wallets/injectedWallet/). */
export const injectedWallet: WalletFactory = walletFactory(injectedWalletSpec)
/** ioPay Wallet (facts, links and guide: lib/core/wallets/iopayWallet/). */
export const iopayWallet: WalletFactory = walletFactory(iopayWalletSpec)
/** Kaia Wallet (facts, links and guide: lib/core/wallets/kaiaWallet/). */
export const kaiaWallet: WalletFactory = walletFactory(kaiaWalletSpec)
/** Kaikas Wallet (facts, links and guide: lib/core/wallets/kaikasWallet/). */
export const kaikasWallet: WalletFactory = walletFactory(kaikasWalletSpec)
/** Kraken Wallet (facts, links and guide: lib/core/wallets/krakenWallet/). */
export const krakenWallet: WalletFactory = walletFactory(krakenWalletSpec)
/** Kresus Wallet (facts, links and guide: lib/core/wallets/kresusWallet/). */
export const kresusWallet: WalletFactory = walletFactory(kresusWalletSpec)
/** Ledger (facts, links and guide: lib/core/wallets/ledgerWallet/). */
export const ledgerWallet: WalletFactory = walletFactory(ledgerWalletSpec)
/** Magic Eden Wallet (facts, links and guide: lib/core/wallets/magicEdenWallet/). */
export const magicEdenWallet: WalletFactory = walletFactory(magicEdenWalletSpec)
/** MeCo Wallet (facts, links and guide: lib/core/wallets/mecoWallet/). */
export const mecoWallet: WalletFactory = walletFactory(mecoWalletSpec)
/** MetaMask (facts, links and guide: lib/core/wallets/metaMaskWallet/). */
export const metaMaskWallet: WalletFactory = walletFactory(metaMaskWalletSpec)
/** MEW wallet (facts, links and guide: lib/core/wallets/mewWallet/). */
export const mewWallet: WalletFactory = walletFactory(mewWalletSpec)
/** Nest (facts, links and guide: lib/core/wallets/nestWallet/). */
export const nestWallet: WalletFactory = walletFactory(nestWalletSpec)
/** Nova Wallet (facts, links and guide: lib/core/wallets/novaWallet/). */
export const novaWallet: WalletFactory = walletFactory(novaWalletSpec)
/** Okto (facts, links and guide: lib/core/wallets/oktoWallet/). */
export const oktoWallet: WalletFactory = walletFactory(oktoWalletSpec)
/** OKX Wallet (facts, links and guide: lib/core/wallets/okxWallet/). */
export const okxWallet: WalletFactory = walletFactory(okxWalletSpec)
/** Omni (facts, links and guide: lib/core/wallets/omniWallet/). */
export const omniWallet: WalletFactory = walletFactory(omniWalletSpec)
/** 1inch Wallet (facts, links and guide: lib/core/wallets/oneInchWallet/). */
export const oneInchWallet: WalletFactory = walletFactory(oneInchWalletSpec)
/** OneKey (facts, links and guide: lib/core/wallets/oneKeyWallet/). */
export const oneKeyWallet: WalletFactory = walletFactory(oneKeyWalletSpec)
/** ParaSwap Wallet (facts, links and guide: lib/core/wallets/paraSwapWallet/). */
export const paraSwapWallet: WalletFactory = walletFactory(paraSwapWalletSpec)
/** Phantom (facts, links and guide: lib/core/wallets/phantomWallet/). */
export const phantomWallet: WalletFactory = walletFactory(phantomWalletSpec)
/** Porto (facts, links and guide: lib/core/wallets/portoWallet/). */
export const portoWallet: WalletFactory = walletFactory(portoWalletSpec)
/** Rabby Wallet (facts, links and guide: lib/core/wallets/rabbyWallet/). */
export const rabbyWallet: WalletFactory = walletFactory(rabbyWalletSpec)
/** Rainbow (facts, links and guide: lib/core/wallets/rainbowWallet/). */
export const rainbowWallet: WalletFactory = walletFactory(rainbowWalletSpec)
/** Ramper Wallet (facts, links and guide: lib/core/wallets/ramperWallet/). */
export const ramperWallet: WalletFactory = walletFactory(ramperWalletSpec)
/** Ready (facts, links and guide: lib/core/wallets/readyWallet/). */
export const readyWallet: WalletFactory = walletFactory(readyWalletSpec)
/** Ronin Wallet (facts, links and guide: lib/core/wallets/roninWallet/). */
export const roninWallet: WalletFactory = walletFactory(roninWalletSpec)
/** Safe (facts, links and guide: lib/core/wallets/safeWallet/). */
export const safeWallet: WalletFactory = walletFactory(safeWalletSpec)
/** Safeheron (facts, links and guide: lib/core/wallets/safeheronWallet/). */
export const safeheronWallet: WalletFactory = walletFactory(safeheronWalletSpec)
/** SafePal Wallet (facts, links and guide: lib/core/wallets/safepalWallet/). */
export const safepalWallet: WalletFactory = walletFactory(safepalWalletSpec)
/** Seif (facts, links and guide: lib/core/wallets/seifWallet/). */
export const seifWallet: WalletFactory = walletFactory(seifWalletSpec)
/** SubWallet (facts, links and guide: lib/core/wallets/subWallet/). */
export const subWallet: WalletFactory = walletFactory(subWalletSpec)
/** Taho (facts, links and guide: lib/core/wallets/tahoWallet/). */
export const tahoWallet: WalletFactory = walletFactory(tahoWalletSpec)
/** Talisman (facts, links and guide: lib/core/wallets/talismanWallet/). */
export const talismanWallet: WalletFactory = walletFactory(talismanWalletSpec)
/** TokenPocket (facts, links and guide: lib/core/wallets/tokenPocketWallet/). */
export const tokenPocketWallet: WalletFactory = walletFactory(tokenPocketWalletSpec)
/** Tokenary (facts, links and guide: lib/core/wallets/tokenaryWallet/). */
export const tokenaryWallet: WalletFactory = walletFactory(tokenaryWalletSpec)
/** Trust Wallet (facts, links and guide: lib/core/wallets/trustWallet/). */
export const trustWallet: WalletFactory = walletFactory(trustWalletSpec)
/** Uniswap Wallet (facts, links and guide: lib/core/wallets/uniswapWallet/). */
export const uniswapWallet: WalletFactory = walletFactory(uniswapWalletSpec)
/** Universal Profiles (facts, links and guide: lib/core/wallets/universalProfilesWallet/). */
export const universalProfilesWallet: WalletFactory = walletFactory(universalProfilesWalletSpec)
/** Valora (facts, links and guide: lib/core/wallets/valoraWallet/). */
export const valoraWallet: WalletFactory = walletFactory(valoraWalletSpec)
/** WalletConnect (facts, links and guide: lib/core/wallets/walletConnectWallet/). */
export const walletConnectWallet: WalletFactory = walletFactory(walletConnectWalletSpec)
/** Wigwam (facts, links and guide: lib/core/wallets/wigwamWallet/). */
export const wigwamWallet: WalletFactory = walletFactory(wigwamWalletSpec)
/** xPortal (facts, links and guide: lib/core/wallets/xPortalWallet/). */
export const xPortalWallet: WalletFactory = walletFactory(xPortalWalletSpec)
/** CTRL Wallet: RainbowKit's alias of `ctrlWallet`, the same factory. */
export const xdefiWallet: WalletFactory = ctrlWallet
/** Zeal (facts, links and guide: lib/core/wallets/zealWallet/). */
export const zealWallet: WalletFactory = walletFactory(zealWalletSpec)
/** Zerion (facts, links and guide: lib/core/wallets/zerionWallet/). */
export const zerionWallet: WalletFactory = walletFactory(zerionWalletSpec)
/** ZilPay (facts, links and guide: lib/core/wallets/zilPayWallet/). */
export const zilPayWallet: WalletFactory = walletFactory(zilPayWalletSpec)
