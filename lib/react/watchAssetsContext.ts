import { createContext } from 'react'
import type { WatchAsset } from './watchAsset'

/** Tokens the account modal offers to add to the wallet; the app provides them. */
export const WatchAssetsContext = createContext<readonly WatchAsset[]>([])
