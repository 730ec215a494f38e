import type { IncomingMessage, ServerResponse } from 'node:http'
import { ApiError } from './errors'

/** Request bodies larger than this are refused with 413 before they are buffered. */
export const MAX_BODY_BYTES = 16 * 1024

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
  })
  res.end(text)
}

export function sendError(res: ServerResponse, error: ApiError): void {
  sendJson(res, error.status, { error: error.code, message: error.message }, error.headers)
}

/** Buffers a JSON body of at most MAX_BODY_BYTES; 413 beyond it, 400 when it does not parse. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const type = req.headers['content-type']
  if (type !== undefined && !/^application\/json\b/i.test(type)) {
    req.resume()
    throw new ApiError('unsupported_media_type', undefined, CLOSE)
  }
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    req.resume() // discard it, so the client can read the answer
    throw new ApiError('body_too_large', undefined, CLOSE)
  }
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer): void => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        // Stop buffering but keep reading (and discarding) so the 413 can still be written.
        req.off('data', onData)
        req.resume()
        reject(new ApiError('body_too_large', undefined, CLOSE))
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.once('error', reject)
  })
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError('malformed_json')
  }
}

/** Refused bodies may still be arriving: close the connection after the answer. */
const CLOSE = { Connection: 'close' }
