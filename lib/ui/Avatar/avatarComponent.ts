import { createContext, useContext, type FunctionComponent } from 'react'

/** What an app's own avatar component gets (RainbowKit's `AvatarComponentProps`). */
export interface AvatarComponentProps {
  /** The account. */
  address: string
  /** The account's ENS avatar URL, once known; null or undefined without one. */
  ensImage?: string | null
  /** Width and height in CSS pixels. */
  size: number
}

/** An app's own avatar (RainbowKit's `AvatarComponent`): drawn wherever the kit draws an account's avatar. */
export type AvatarComponent = FunctionComponent<AvatarComponentProps>

/** The app's avatar component, or null for the kit's own (ENS image, else the generated gradient). */
export const AvatarComponentContext = createContext<AvatarComponent | null>(null)

export function useAvatarComponent(): AvatarComponent | null {
  return useContext(AvatarComponentContext)
}
