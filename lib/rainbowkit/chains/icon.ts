/** sRGB luminance of a `#rrggbb` colour (0 black, 1 white). */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The kit's mark for a chain: its letters on a circle of its colour, as an SVG data URL
 * (an image source, which `img-src data:` allows; no network, no stylesheet).
 */
export function chainMark(mark: string, background: string): string {
  const fg = luminance(background) > 0.6 ? '#1a1b1f' : '#ffffff'
  const size = mark.length > 1 ? 11 : 14
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="14" fill="${background}"/>` +
    `<text x="14" y="14" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="${fg}">${mark}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
