/** Results of stake, unstake and harvest, and the wallet's transaction descriptions. `{amount}` includes the symbol. */
export const actions = {
  stakeDescription: 'Stake {amount}',
  approveDescription: 'Approve {amount}',
  unstakeDescription: 'Unstake {amount}',
  harvestDescription: 'Harvest {amount}',
  staked: 'Staked {amount}.',
  unstaked: 'Unstaked {amount}.',
  harvested: 'Harvested {amount}.',
  harvestedNothing: 'Harvested. There was nothing to pay out yet.',
} as const
