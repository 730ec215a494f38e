/**
 * QR matrix -> SVG path data. The `qrcode` package only computes the matrix here; we draw
 * it ourselves (squares, rounded finder patterns, a cleared centre for the logo).
 */
import { lazyImport } from '../../core/lazy'

export interface QrMatrix {
  size: number
  /** True when the module at (row, col) is dark. */
  get(row: number, col: number): boolean
}

/**
 * Error correction 'Q' restores up to ~25% of damaged codewords; the logo hides about 5% of
 * the symbol (a square ~22% of the width), which leaves ample margin for real scanners.
 */
export const ERROR_CORRECTION = 'Q' as const
export const LOGO_FRACTION = 0.22

export interface QrPaths {
  size: number
  /** Data modules as one path of unit squares. */
  modules: string
  /** Top-left corners (in modules) of the three 7x7 finder patterns. */
  finders: ReadonlyArray<{ x: number; y: number }>
  /** Cleared square for the logo, in modules (undefined when no logo). */
  logo: { x: number; y: number; size: number } | undefined
}

function inFinder(size: number, r: number, c: number): boolean {
  const near = (v: number) => v < 8
  const far = (v: number) => v >= size - 8
  return (near(r) && near(c)) || (near(r) && far(c)) || (far(r) && near(c))
}

export function qrPaths(matrix: QrMatrix, withLogo: boolean): QrPaths {
  const n = matrix.size
  let logo: QrPaths['logo']
  if (withLogo) {
    // Odd-sized symbols: keep the cleared square centred on whole modules.
    let s = Math.ceil(n * LOGO_FRACTION)
    if ((n - s) % 2 !== 0) s += 1
    const start = (n - s) / 2
    logo = { x: start, y: start, size: s }
  }
  const inLogo = (r: number, c: number) => logo !== undefined && r >= logo.y && r < logo.y + logo.size && c >= logo.x && c < logo.x + logo.size
  const parts: string[] = []
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (!matrix.get(r, c) || inFinder(n, r, c) || inLogo(r, c)) continue
      parts.push(`M${c} ${r}h1v1h-1z`)
    }
  }
  return {
    size: n,
    modules: parts.join(''),
    finders: [
      { x: 0, y: 0 },
      { x: n - 7, y: 0 },
      { x: 0, y: n - 7 },
    ],
    logo,
  }
}

const loadQrcode = lazyImport(() => import('qrcode'))

/** Loads `qrcode` on demand (it is not needed for the first page load). */
export async function createQrMatrix(text: string): Promise<QrMatrix> {
  const { create } = await loadQrcode()
  const { modules } = create(text, { errorCorrectionLevel: ERROR_CORRECTION })
  return { size: modules.size, get: (r, c) => Boolean(modules.get(r, c)) }
}
