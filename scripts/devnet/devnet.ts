import { startAnvil, type AnvilInstance, type StartAnvilOptions } from '../anvil'
import { deployDevnet, type Deployment } from './deploy'

export interface Devnet {
  anvil: AnvilInstance
  deployment: Deployment
  stop(): Promise<void>
}

/** Starts a fresh anvil and deploys the contracts to it (for npm start and test setups). */
export async function startDevnet(opts: StartAnvilOptions = {}): Promise<Devnet> {
  const anvil = await startAnvil(opts)
  try {
    const deployment = await deployDevnet(anvil.rpcUrl)
    return { anvil, deployment, stop: () => anvil.stop() }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
