/**
 * The chains RainbowKit 2.2.11 names and draws (facts from its public chain table: chain
 * id, the name it shows where viem's differs, the icon's background colour). The icons are
 * the kit's own marks (icon.ts), not RainbowKit's artwork.
 */
interface Family {
  /** Background colour of the mark. */
  background: string
  /** The one or two letters on it. */
  mark: string
  /** Chain id -> RainbowKit's name for it (undefined: viem's name stays). */
  chains: Record<number, string | undefined>
}

const FAMILIES: readonly Family[] = [
  { background: '#7290CC', mark: 'A', chains: { 33139: 'ApeChain', 33111: 'ApeChain Curtis' } },
  { background: '#96bedc', mark: 'A', chains: { 42161: 'Arbitrum', 421613: undefined, 421614: undefined } },
  { background: '#e84141', mark: 'A', chains: { 43114: undefined, 43113: undefined } },
  { background: '#0052ff', mark: 'B', chains: { 8453: 'Base', 84531: undefined, 84532: undefined } },
  { background: '#814625', mark: 'B', chains: { 80094: 'Berachain', 80085: 'Berachain Artio', 80084: 'Berachain bArtio' } },
  { background: '#000000', mark: 'B', chains: { 81457: 'Blast', 168587773: undefined } },
  { background: '#ebac0e', mark: 'B', chains: { 56: 'BSC', 97: undefined } },
  { background: '#FCFF52', mark: 'C', chains: { 42220: 'Celo', 44787: 'Celo Alfajores' } },
  { background: '#002D74', mark: 'C', chains: { 25: undefined, 338: undefined } },
  { background: '#A36EFD', mark: 'D', chains: { 666666666: 'Degen' } },
  { background: '#484c50', mark: 'E', chains: { 1: 'Ethereum', 5: undefined, 17000: undefined, 42: undefined, 1337: undefined, 4: undefined, 3: undefined, 11155111: undefined } },
  { background: '#00ef8b', mark: 'F', chains: { 747: undefined, 545: undefined } },
  { background: '#04795c', mark: 'G', chains: { 100: 'Gnosis' } },
  { background: '#000000', mark: 'G', chains: { 1625: 'Gravity', 13505: 'Gravity Sepolia' } },
  { background: '#f9f7ec', mark: 'H', chains: { 31337: undefined } },
  { background: '#7132F5', mark: 'I', chains: { 57073: undefined, 763373: undefined } },
  { background: '#bff009', mark: 'K', chains: { 8217: 'Kaia', 1001: 'Kairos' } },
  { background: '#ffffff', mark: 'L', chains: { 59144: 'Linea', 59140: 'Linea Goerli', 59141: 'Linea Sepolia' } },
  { background: '#ffffff', mark: 'M', chains: { 169: 'Manta', 3441006: undefined, 3441005: undefined } },
  { background: '#000000', mark: 'M', chains: { 5000: undefined, 5001: undefined } },
  { background: '#836ef9', mark: 'M', chains: { 10143: 'Monad Testnet' } },
  { background: '#ff5a57', mark: 'OP', chains: { 10: 'Optimism', 420: undefined, 69: undefined, 11155420: undefined } },
  { background: '#9f71ec', mark: 'P', chains: { 137: 'Polygon', 80002: undefined, 80001: undefined } },
  { background: '#1273EA', mark: 'R', chains: { 2020: undefined } },
  { background: '#000000', mark: 'S', chains: { 1996: 'Sanko' } },
  { background: '#000000', mark: 'S', chains: { 55244: 'Superposition' } },
  { background: '#FFEEDA', mark: 'S', chains: { 534352: undefined, 534351: undefined } },
  { background: '#F50DB4', mark: 'U', chains: { 130: undefined, 1301: undefined } },
  { background: '#f9f7ec', mark: 'X', chains: { 50: 'XDC', 51: undefined } },
  { background: '#000000', mark: 'Z', chains: { 7000: 'ZetaChain', 7001: 'Zeta Athens' } },
  { background: '#f9f7ec', mark: 'zk', chains: { 324: 'zkSync', 280: undefined } },
  { background: '#000000', mark: 'H', chains: { 999: undefined } },
  { background: '#000000', mark: 'Z', chains: { 7777777: 'Zora', 999999999: undefined } },
]

/** What the table knows of one chain. */
export interface KnownChain {
  name: string | undefined
  background: string
  mark: string
}

let byId: Map<number, KnownChain> | undefined

/** The table's entry for a chain id, or undefined (built on first use: nothing runs on import). */
export function knownChain(id: number): KnownChain | undefined {
  byId ??= new Map(FAMILIES.flatMap((f) => Object.entries(f.chains).map(([chainId, name]) => [Number(chainId), { name, background: f.background, mark: f.mark }] as const)))
  return byId.get(id)
}
