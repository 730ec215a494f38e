/** Placeholder: the staking screen is being written (src/staking/). */
export function StakingScreen() {
  return <main>Staking screen coming</main>
}
