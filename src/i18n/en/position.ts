/** The watch field, "Your position" and the pool's yield (loaded with the position area). `{value}` is a formatted number, `{date}` a formatted date. */
export const position = {
  /** Beside figures from this browser's cache or a scan not finished yet. */
  updating: 'Being brought up to date from the chain: harvested to date and your yield count what was read so far.',
  poolUpdating: 'From your last visit, being brought up to date.',
  /** Under the pool's yield when the shown account holds more than half the pool; `{share}` a whole percent. */
  mostlyYours: 'You hold {share}% of this pool: its yield is mostly your own reward, and small changes move it a lot.',
  watchForm: 'Watch an address',
  watchLabel: 'Watch an address (read-only)',
  watch: 'Watch',
  title: 'Your position',
  staked: 'Staked',
  share: 'Share of the pool',
  percent: '{value}%',
  percentTiny: '<{value}%',
  harvestable: 'Harvestable now',
  harvested: 'Harvested to date',
  yield: 'Your realised yield',
  noStake: 'No stake yet',
  /** Staked, but not yet for a whole second of chain time (e.g. no block since the stake): nothing to divide by. */
  tooEarly: 'Too early to tell',
  /** `{since}` is the `since` message or nothing. */
  yieldExplain:
    'Realised yield: what you harvested plus what is harvestable now, divided by your staked MANGO integrated over time since your first stake{since}, scaled to 1,000 MANGO and 365 days. In {symbol}, not a percentage: the site knows no MANGO price.',
  since: ' ({date})',
  /** The unit of every yield figure. */
  yieldUnit: '{usdc} per 1,000 {mango} per year',
  poolTitle: "The pool's yield",
  lastDays: 'Last {days} days',
  notAvailable: 'Not available',
  reading: 'Reading…',
  tooFew: 'Too few distributions in the last {days} days',
  poolExplain:
    'How it is computed: the {symbol} the contract paid to stakers (its DistributeReward events in the period), divided by the MANGO staked over the same time, weighted by how long each total stayed staked, scaled to 1,000 MANGO and 365 days. Past payouts, not a promise.',
} as const
