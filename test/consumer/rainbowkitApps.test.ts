/**
 * What the three RainbowKit apps promise before anything runs: their sources import only
 * RainbowKit's and wagmi's entries, viem, TanStack Query and React (and next/headers in the
 * Next app); they use what issue 41 names; and the move (test/consumer/rainbowkitApps.ts)
 * rewrites those specifiers and nothing else.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf, rewriteImports } from '../../scripts/kit/wagmiApp'
import { ALLOWED_IMPORTS, appDir, moveMap, RAINBOWKIT_TO_KIT, sourceFiles, type RainbowKitApp } from './rainbowkitApps'

const apps: Record<RainbowKitApp, string> = { vite: 'src', next: 'app', siwe: 'src' }
const text = (app: RainbowKitApp) => sourceFiles(join(appDir(app), apps[app])).map((f) => readFileSync(f, 'utf8')).join('\n')

describe('the RainbowKit apps', () => {
  it.each(Object.keys(apps) as RainbowKitApp[])('the %s app imports only RainbowKit, wagmi, viem, TanStack Query and React', (app) => {
    const outside = importsOf(text(app)).filter((s) => !s.startsWith('.') && !ALLOWED_IMPORTS.has(s))
    expect(outside).toEqual([])
  })

  it('each uses what the issue names', () => {
    const uses: Record<RainbowKitApp, RegExp[]> = {
      vite: [/getDefaultConfig\(\{[^}]*wallets: walletGroups/, /connectorsForWallets\(/, /<ConnectButton \/>/, /<ConnectButton\.Custom>/, /chain\.hasIcon/, /darkTheme\(\{ accentColor/, /disclaimer: Disclaimer/, /avatar=\{CustomAvatar\}/, /showRecentTransactions=\{true\}/, /useAddRecentTransaction\(\)/, /useSendTransaction\(\)/, /metaMaskWallet, rainbowWallet, trustWallet, walletConnectWallet/],
      next: [/ssr: true/, /createStorage\(\{ storage: cookieStorage \}\)/, /cookieToInitialState\(config, cookie\)/, /'use client'/],
      siwe: [/createAuthenticationAdapter\(\{/, /getNonce:/, /createMessage:/, /verify:/, /signOut:/, /<RainbowKitAuthenticationProvider adapter=\{adapter\} status=\{status\}>/],
    }
    for (const app of Object.keys(uses) as RainbowKitApp[]) for (const use of uses[app]) expect(text(app), `${app}: ${use}`).toMatch(use)
  })

  it('moves by rewriting the mapped specifiers only; wagmi/chains falls back to viem/chains without a kit ./chains entry', () => {
    const source = "import '@rainbow-me/rainbowkit/styles.css'\nimport { ConnectButton } from '@rainbow-me/rainbowkit'\nimport { metaMaskWallet } from '@rainbow-me/rainbowkit/wallets'\nimport { Avatar } from '@rainbow-me/rainbowkit/components'\nimport { useAccount } from 'wagmi'\nimport { mainnet } from 'wagmi/chains'\nimport { parseEther } from 'viem'\nimport { x } from './wagmi'"
    const withChains = moveMap({ exports: { './react': {}, './chains': {} } })
    expect(importsOf(rewriteImports(source, withChains))).toEqual(['@porch/kit/styles.css', '@porch/kit/react', '@porch/kit/wallets', '@porch/kit/components', '@porch/kit/react', '@porch/kit/chains', 'viem', './wagmi'])
    expect(importsOf(rewriteImports(source, moveMap({ exports: { './react': {} } })))[5]).toBe('viem/chains')
    expect(Object.keys(RAINBOWKIT_TO_KIT).sort()).toEqual(['@rainbow-me/rainbowkit', '@rainbow-me/rainbowkit/components', '@rainbow-me/rainbowkit/styles.css', '@rainbow-me/rainbowkit/wallets', 'wagmi', 'wagmi/chains'])
  })
})
