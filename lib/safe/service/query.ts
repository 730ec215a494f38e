import type { Query } from './types/common'

/** Names of the `{param}` placeholders in a path template. */
export type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParamNames<Rest>
  : never

export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number }

/**
 * Turn a query object into `?a=1&b=x`, leaving out null and undefined values; '' when
 * nothing is left, so a URL never ends in a bare '?'. Keys keep their insertion order.
 */
export function stringifyQuery(query?: Query): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue
    search.append(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * Substitute `{name}` placeholders with URI-encoded values, so an id containing '/', '?'
 * or '#' cannot change which endpoint is called. A missing or empty value would address
 * another endpoint ('//'), so it throws.
 */
export function fillPath<P extends string>(template: P, params: PathParams<P> | undefined): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>
  return template.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined || value === null || value === '') throw new TypeError(`Missing path parameter "${name}" for ${template}`)
    return encodeURIComponent(String(value))
  })
}
