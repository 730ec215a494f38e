// RainbowKit's ./components entry, as an app imports it after the move.
import { AccountModal, Avatar, ChainModal, ConnectButton, EmojiAvatar, RainbowKitProvider, WalletButton, emojiAvatarForAddress } from '@porch/kit/components'

export const components = { AccountModal, Avatar, ChainModal, ConnectButton, EmojiAvatar, RainbowKitProvider, WalletButton, emojiAvatarForAddress }
export const face = emojiAvatarForAddress('0x0000000000000000000000000000000000000001')
