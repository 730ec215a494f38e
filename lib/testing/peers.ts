/**
 * `ws`, `@foundry-rs/anvil` and `@walletconnect/sign-client` are optional peers of
 * `@porch/kit/testing`: only the helper that needs one loads it, and says which package to
 * install when it is missing.
 */
export async function loadPeer<T>(name: string, usedBy: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      throw new Error(`${usedBy} needs the package "${name}": install it as a devDependency (npm install -D ${name}).`, { cause: error })
    }
    throw error
  }
}
