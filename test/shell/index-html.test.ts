import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const html = readFileSync('index.html', 'utf8')
const meta = (attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace('.', '\\.')}" content="([^"]+)"`).exec(html)?.[1]

describe('application shell', () => {
  it('has the product name as title, a site icon and a viewport', () => {
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toBe('Mango')
    const icon = /<link rel="icon"[^>]+href="([^"]+)"/.exec(html)?.[1]
    expect(icon && existsSync(`public${icon}`)).toBe(true)
    expect(meta('name', 'viewport')).toContain('width=device-width')
  })

  it('has social metadata with a real image', () => {
    expect(meta('property', 'og:site_name')).toBe('Mango')
    expect(meta('property', 'og:title')).toBe('Join | Mango')
    expect(meta('property', 'og:description')).toMatch(/real yield.*grows with the network's ecosystem/)
    const image = meta('property', 'og:image')
    expect(image).toBeDefined()
    const png = readFileSync(`public${image}`)
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(1200) // width: the usual 1200x630 card
    expect(png.readUInt32BE(20)).toBe(630)
  })
})
