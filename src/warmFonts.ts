import { autoThemeClass } from '@porch/kit/theme'
import { page } from './staking/StakingScreen.css'

/** The font weights the screen and the kit's modals use, and the kit's monospace (addresses). */
const FACES = ['font-weight:400', 'font-weight:500', 'font-weight:600', 'font-weight:700', 'font-weight:800', 'font-family:monospace']

/**
 * Lays out a line in each face the first screen uses, hidden, then removes it. The first
 * use of a face loads it (5-12 ms each on Linux's fontconfig): done here, in a task of its
 * own before the first render, it is not part of the first layout, which with it took
 * 30-50 ms. Inside the page's own classes, so the same font family is resolved.
 */
export function warmFonts(): void {
  const probe = document.createElement('div')
  probe.className = `${autoThemeClass} ${page}`
  probe.style.cssText = 'position:absolute;visibility:hidden;pointer-events:none'
  probe.setAttribute('aria-hidden', 'true')
  for (const face of FACES) {
    const line = document.createElement('span')
    line.style.cssText = face
    line.textContent = 'Mango 0x12'
    probe.append(line)
  }
  document.body.append(probe)
  probe.getBoundingClientRect()
  probe.remove()
}
