import { describe, expect, it } from 'vitest'
import { qrSize } from '../../../lib/ui/QRCode/qrSize'

describe('qrSize', () => {
  it('is 318 in compact mode, whatever the width', () => {
    for (const w of [320, 600, 767, 768, 1440]) expect(qrSize({ compact: true, viewportWidth: w })).toBe(318)
  })
  it('is 382 from 768 px up', () => {
    for (const w of [768, 1024, 2560]) expect(qrSize({ compact: false, viewportWidth: w })).toBe(382)
  })
  it('stays between 280 and 382 below 768 px, growing with the width', () => {
    let prev = 0
    for (let w = 200; w < 768; w += 7) {
      const s = qrSize({ compact: false, viewportWidth: w })
      expect(s).toBeGreaterThanOrEqual(280)
      expect(s).toBeLessThanOrEqual(382)
      expect(s).toBeGreaterThanOrEqual(prev)
      prev = s
    }
    expect(qrSize({ compact: false, viewportWidth: 320 })).toBe(280)
    expect(qrSize({ compact: false, viewportWidth: 390 })).toBe(280)
    expect(qrSize({ compact: false, viewportWidth: 650 })).toBe(342)
    expect(qrSize({ compact: false, viewportWidth: 700 })).toBe(382)
  })
  it('follows max(280, min(width - 308, 382)) at every width under 768', () => {
    for (let w = 200; w < 768; w++) expect(qrSize({ compact: false, viewportWidth: w })).toBe(Math.max(280, Math.min(w - 308, 382)))
  })
})
