/** The Harvest panel. */
export const harvest = {
  title: 'Harvest',
  harvestable: 'Harvestable now',
  daily: 'Estimated daily reward',
  explain:
    'The treasury pays out about {rate} of its {symbol} each day (about {pool} now), shared by everyone staking in proportion to their pMANGO.{hasShare, select, yes { Your share: {share}.} other {}} An estimate: it moves as the treasury and the total staked change.',
  connect: 'Connect wallet to harvest',
  busy: 'Harvesting...',
  checking: 'Checking...',
  button: 'Harvest',
  nothing: 'Nothing to harvest yet: stake MANGO to start earning.',
} as const
