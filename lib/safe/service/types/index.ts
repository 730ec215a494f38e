export * from './vocabulary'
export type * from './common'
export type * from './transactions'
