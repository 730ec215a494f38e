export * from './public'
export { fillPath, stringifyQuery, type PathParams } from './query'
export * from './types'
