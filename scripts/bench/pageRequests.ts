import type { ConsoleMessage, Page, Request } from '@playwright/test'
import { decodeFunctionData, parseAbi, type Hex } from 'viem'

/**
 * Query parameter on the test wallet's node URL. The in-page test wallet forwards its
 * requests from the page (an extension would send them from its own process): the marker
 * tells them apart from the site's own, which are the ones counted.
 */
export const WALLET_MARKER = 'porch-bench-wallet'

/** The test wallet's node URL: the same node, marked as the wallet's. */
export function walletRpcUrl(nodeUrl: string): string {
  const url = new URL(nodeUrl)
  url.searchParams.set(WALLET_MARKER, '1')
  return url.toString()
}

export interface NodeRequest {
  /** Date.now() when the browser sent it. */
  at: number
  url: string
  /** The JSON-RPC methods inside (a batch holds several). */
  methods: string[]
}

export interface NodeRequestCounter {
  /** Requests the page sent to the site's nodes since the last reset, in order. */
  readonly requests: readonly NodeRequest[]
  /** How many of `requests` the page had sent when it logged the mark `label` (see whenShown). */
  countAt(label: string): number | undefined
  reset(): void
  stop(): void
}

/** Console prefix of the marks whenShown logs in the page. */
const MARK = 'porch-bench-mark:'

const endpoint = (url: URL) => `${url.origin}${url.pathname}`

/**
 * Counts every HTTP request the page itself sends to one of the site's nodes, as the
 * browser sends them (Playwright's request events, one per HTTP request, whatever the
 * transport batched inside): what a user's network panel shows, the wallet's own traffic
 * excluded (it carries WALLET_MARKER). CORS preflights are not request events; the counting
 * proxy counts those (RpcProxy.preflights).
 */
export function countNodeRequests(page: Page, nodeUrls: readonly string[]): NodeRequestCounter {
  const nodes = new Set(nodeUrls.map((u) => endpoint(new URL(u))))
  const requests: NodeRequest[] = []
  const marks = new Map<string, number>()
  const onRequest = (request: Request) => {
    const url = new URL(request.url())
    if (!nodes.has(endpoint(url)) || url.searchParams.has(WALLET_MARKER)) return
    requests.push({ at: Date.now(), url: request.url(), methods: methodsOf(request.postData()) })
  }
  // The page's events arrive in the order it produced them: a mark logged the moment
  // something showed splits the requests into before and after, without comparing clocks.
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text()
    if (text.startsWith(MARK)) marks.set(text.slice(MARK.length), requests.length)
  }
  page.on('request', onRequest)
  page.on('console', onConsole)
  return {
    requests,
    countAt: (label) => marks.get(label),
    reset: () => {
      requests.splice(0)
      marks.clear()
    },
    stop: () => {
      page.off('request', onRequest)
      page.off('console', onConsole)
    },
  }
}

interface JsonRpcCall {
  method?: unknown
  params?: unknown
}

const aggregate3Abi = parseAbi(['function aggregate3((address target, bool allowFailure, bytes callData)[] calls) returns ((bool success, bytes returnData)[])'])

/** How many calls a Multicall3 aggregate3 calldata holds; undefined when it does not decode. */
function aggregatedCalls(input: string): number | undefined {
  try {
    return decodeFunctionData({ abi: aggregate3Abi, data: input as Hex }).args[0].length
  } catch {
    return undefined
  }
}

/**
 * The method; for eth_call also the function selector, so a Multicall3 aggregate3
 * (0x82ad56cb) shows as one, with the number of calls inside (`multicall x4`).
 */
function describeCall(r: JsonRpcCall): string {
  const method = String(r.method)
  const data = Array.isArray(r.params) ? (r.params[0] as { data?: unknown; input?: unknown } | undefined) : undefined
  const input = typeof data?.data === 'string' ? data.data : typeof data?.input === 'string' ? data.input : undefined
  if (method !== 'eth_call' || !input) return method
  return input.slice(0, 10) === '0x82ad56cb' ? `eth_call(multicall x${aggregatedCalls(input) ?? '?'})` : `eth_call(${input.slice(0, 10)})`
}

function methodsOf(body: string | null): string[] {
  try {
    const parsed = JSON.parse(body ?? '') as JsonRpcCall | JsonRpcCall[]
    return (Array.isArray(parsed) ? parsed : [parsed]).map(describeCall)
  } catch {
    return [body === null ? `<no body>` : '<unparsable>']
  }
}

/**
 * Resolves when the element with `testId` first shows text matching `pattern` (checked on
 * every DOM change, so no polling delay), after logging the mark `label` in the page at that
 * moment: the end of a measuring window for NodeRequestCounter.countAt.
 */
export function whenShown(page: Page, testId: string, pattern: RegExp, label: string): Promise<void> {
  return page.evaluate(
    ({ testId, source, mark }) =>
      new Promise<void>((resolve) => {
        const re = new RegExp(source)
        const check = () => re.test(document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '')
        const done = () => {
          console.debug(mark)
          resolve()
        }
        if (check()) return done()
        const observer = new MutationObserver(() => {
          if (!check()) return
          observer.disconnect()
          done()
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      }),
    { testId, source: pattern.source, mark: `${MARK}${label}` },
  )
}
