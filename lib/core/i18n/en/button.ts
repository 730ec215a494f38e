/** ConnectButton (first load): keep it small, it ships with every page. */
export const button = {
  connect: 'Connect Wallet',
  wrongNetwork: 'Wrong network',
  chainFallback: 'Chain {id}',
  switchNetworksLabel: '{chain}, switch networks',
  pending: ', transaction pending',
} as const
