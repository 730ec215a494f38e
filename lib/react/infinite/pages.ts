/** TanStack Query's infinite data: the pages read so far and the page param each was read with. */
export interface InfiniteData<TPage, TPageParam = unknown> {
  /** The pages, first to last. */
  pages: TPage[]
  /** The param each page was read with (same order). */
  pageParams: TPageParam[]
}

/** TanStack Query's page options (wagmi's `query` of useInfiniteReadContracts). */
export interface InfinitePageOptions<TPage, TPageParam> {
  /** The param of the first page. */
  initialPageParam: TPageParam
  /** The param of the page after the last one; undefined or null: there is none (`hasNextPage` false). */
  getNextPageParam(lastPage: TPage, allPages: TPage[], lastPageParam: TPageParam, allPageParams: TPageParam[]): TPageParam | undefined | null
  /** The param of the page before the first one; undefined or null (or absent): there is none. */
  getPreviousPageParam?: ((firstPage: TPage, allPages: TPage[], firstPageParam: TPageParam, allPageParams: TPageParam[]) => TPageParam | undefined | null) | undefined
  /** Keep at most this many pages (the far end is dropped as a new page comes in). Default: all. */
  maxPages?: number | undefined
}

/** Which page a read adds: the next, the previous, or none (a refresh of the pages held). */
export type PageDirection = 'next' | 'previous' | undefined

/** The next page's param, or undefined when there is none (or no page yet). */
export function nextPageParam<TPage, TPageParam>(options: InfinitePageOptions<TPage, TPageParam>, data: InfiniteData<TPage, TPageParam> | undefined): TPageParam | undefined {
  const { pages, pageParams } = data ?? { pages: [], pageParams: [] }
  if (pages.length === 0) return undefined
  return options.getNextPageParam(pages[pages.length - 1]!, pages, pageParams[pageParams.length - 1]!, pageParams) ?? undefined
}

/** The previous page's param, or undefined when there is none. */
export function previousPageParam<TPage, TPageParam>(options: InfinitePageOptions<TPage, TPageParam>, data: InfiniteData<TPage, TPageParam> | undefined): TPageParam | undefined {
  const { pages, pageParams } = data ?? { pages: [], pageParams: [] }
  if (pages.length === 0 || !options.getPreviousPageParam) return undefined
  return options.getPreviousPageParam(pages[0]!, pages, pageParams[0]!, pageParams) ?? undefined
}

/**
 * One read of an infinite query: the first page when there is none; the page in `direction`
 * (trimmed to `maxPages`, as TanStack Query); else every page held again at its own param,
 * all started in the same tick so a batching reader sends them together. TanStack Query
 * refetches pages one after another, asking getNextPageParam again for each; here the params
 * are kept, so a refresh never moves the pages it shows.
 */
export async function readPages<TPage, TPageParam>(
  options: InfinitePageOptions<TPage, TPageParam>,
  data: InfiniteData<TPage, TPageParam> | undefined,
  direction: PageDirection,
  readPage: (param: TPageParam) => Promise<TPage>,
): Promise<InfiniteData<TPage, TPageParam>> {
  if (!data || data.pages.length === 0) return { pages: [await readPage(options.initialPageParam)], pageParams: [options.initialPageParam] }
  const max = options.maxPages && options.maxPages > 0 ? options.maxPages : Infinity
  if (direction === 'next') {
    const param = nextPageParam(options, data)
    if (param === undefined) return data
    const page = await readPage(param)
    const keep = (list: unknown[]) => list.length > max ? list.slice(list.length - max) : list
    return { pages: keep([...data.pages, page]) as TPage[], pageParams: keep([...data.pageParams, param]) as TPageParam[] }
  }
  if (direction === 'previous') {
    const param = previousPageParam(options, data)
    if (param === undefined) return data
    const page = await readPage(param)
    return { pages: [page, ...data.pages].slice(0, max), pageParams: [param, ...data.pageParams].slice(0, max) }
  }
  return { pages: await Promise.all(data.pageParams.map(readPage)), pageParams: data.pageParams }
}
