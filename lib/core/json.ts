/**
 * wagmi's `serialize` / `deserialize`: JSON that keeps bigints and Maps, in wagmi's
 * encoding (`{ "__type": "bigint", "value": "1" }`, `{ "__type": "Map", "value": [[k, v]] }`)
 * so values written by a wagmi app read back here and the other way round. Differs from
 * wagmi: a circular value throws (JSON.stringify's TypeError) instead of being written as a
 * `[ref=...]` marker.
 */
/**
 * JSON.stringify that also writes bigints and Maps (see json.ts); `replacer` and `indent`
 * as JSON.stringify's.
 *
 * @example
 * ```ts
 * serialize({ value: 1n }) // '{"value":{"__type":"bigint","value":"1"}}'
 * ```
 */
export function serialize(value: unknown, replacer?: ((key: string, value: unknown) => unknown) | null, indent?: number | null): string {
  return JSON.stringify(
    value,
    function (this: unknown, key: string, raw: unknown) {
      // JSON.stringify calls toJSON before the replacer; a Map has none, a bigint would throw.
      let out: unknown = raw
      if (typeof raw === 'bigint') out = { __type: 'bigint', value: raw.toString() }
      else if (raw instanceof Map) out = { __type: 'Map', value: [...raw.entries()] }
      return replacer ? replacer(key, out) : out
    },
    indent ?? undefined,
  )
}

/**
 * JSON.parse that reads back what serialize wrote (bigints, Maps); `reviver` as JSON.parse's.
 *
 * @example
 * ```ts
 * deserialize<{ value: bigint }>('{"value":{"__type":"bigint","value":"1"}}').value // 1n
 * ```
 */
export function deserialize<T>(text: string, reviver?: (key: string, value: unknown) => unknown): T {
  return JSON.parse(text, (key, raw: unknown) => {
    let out = raw
    const tagged = raw as { __type?: unknown; value?: unknown } | null
    if (tagged && typeof tagged === 'object' && tagged.__type === 'bigint' && typeof tagged.value === 'string') out = BigInt(tagged.value)
    else if (tagged && typeof tagged === 'object' && tagged.__type === 'Map' && Array.isArray(tagged.value)) out = new Map(tagged.value as Array<[unknown, unknown]>)
    return reviver ? reviver(key, out) : out
  }) as T
}
