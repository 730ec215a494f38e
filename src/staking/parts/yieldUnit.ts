import { tokens } from '../../config'

/** The unit of every yield figure, always shown with it: there is no MANGO price to make it a percentage. */
export const YIELD_UNIT = `${tokens.usdc.symbol} per 1,000 ${tokens.mango.symbol} per year`
