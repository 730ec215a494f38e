import { describe, expect, it } from 'vitest'
import { create } from 'qrcode'
import { createQrMatrix, ERROR_CORRECTION, LOGO_FRACTION, qrPaths } from '../../../lib/ui/QRCode/matrix'

const URI = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705667684'

describe('QR matrix to SVG paths', () => {
  it('draws every dark data module outside the finders and the logo square, and nothing else', async () => {
    const m = await createQrMatrix(URI)
    const p = qrPaths(m, true)
    const drawn = new Set([...p.modules.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((x) => `${x[2]},${x[1]}`))
    const logo = p.logo!
    let expected = 0
    for (let r = 0; r < m.size; r++) {
      for (let c = 0; c < m.size; c++) {
        const finder = (r < 8 && c < 8) || (r < 8 && c >= m.size - 8) || (r >= m.size - 8 && c < 8)
        const inLogo = r >= logo.y && r < logo.y + logo.size && c >= logo.x && c < logo.x + logo.size
        const shouldDraw = m.get(r, c) && !finder && !inLogo
        expect(drawn.has(`${r},${c}`)).toBe(shouldDraw)
        if (shouldDraw) expected++
      }
    }
    expect(drawn.size).toBe(expected)
  })

  it('keeps the cleared logo area well under what error correction Q can restore', async () => {
    const m = await createQrMatrix(URI)
    const p = qrPaths(m, true)
    expect(ERROR_CORRECTION).toBe('Q')
    const cleared = (p.logo!.size * p.logo!.size) / (m.size * m.size)
    // Q restores ~25% of codewords; the cleared square must stay far below that.
    expect(cleared).toBeLessThan(0.1)
    expect(p.logo!.size).toBeGreaterThanOrEqual(Math.ceil(m.size * LOGO_FRACTION))
    // Centred on whole modules.
    expect(p.logo!.x * 2 + p.logo!.size).toBe(m.size)
  })

  it('matches the qrcode library matrix at level Q', async () => {
    const m = await createQrMatrix(URI)
    const ref = create(URI, { errorCorrectionLevel: 'Q' }).modules
    expect(m.size).toBe(ref.size)
    for (let i = 0; i < ref.size; i++) expect(m.get(i, i)).toBe(Boolean(ref.get(i, i)))
  })

  it('draws no logo square when there is no logo', async () => {
    const p = qrPaths(await createQrMatrix('https://example.com'), false)
    expect(p.logo).toBeUndefined()
  })
})
