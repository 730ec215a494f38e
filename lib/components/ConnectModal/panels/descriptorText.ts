import { wallets } from '../../../core/i18n/en/wallets'
import type { WalletDescriptor } from '../../../core/wallets/types'
import { useKitMessages } from '../../../react/i18n/kit'

/**
 * A descriptor's own words (an app's wallet: shown as written) or its catalogue key (a
 * built-in wallet: in the reader's locale), else the panel's default.
 */
export function useDescriptorText() {
  const t = useKitMessages('wallets', wallets)
  return {
    installLabel: (d: WalletDescriptor | undefined, fallback: string): string =>
      d?.installLabel ?? (d?.installLabelKey ? t(d.installLabelKey) : fallback),
    notReadyHint: (d: WalletDescriptor | undefined, fallback: string): string =>
      d?.notReadyHint ?? (d?.notReadyHintKey ? t(d.notReadyHintKey) : fallback),
  }
}
