/** The kit's version (`@porch/kit`'s package.json; a test keeps the two equal), as wagmi exports its own. */
export const version = '0.1.0'
