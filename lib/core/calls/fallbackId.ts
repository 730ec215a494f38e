/** Prefix of the id of calls sent one by one (`experimental_fallback`): `porch-fallback:<chainId>:<hash>,<hash>`. */
export const FALLBACK_PREFIX = 'porch-fallback:'
