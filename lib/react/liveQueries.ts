/** The query cache and its refresh schedule: one chunk, loaded when the first read subscribes (see lazyQueries.ts). */
export { createQueryCache } from '../core/query'
export { startRefreshScheduler } from '../core/refresh'
