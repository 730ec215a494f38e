/**
 * "Cool mode": a burst of particles from the pointer on click. Framework-free DOM code;
 * off unless an app turns it on (useCoolMode). Two hard limits: at most 35 particles alive
 * at once, and none at all when the user prefers reduced motion.
 */
export const MAX_PARTICLES = 35
const BURST = 12
const GRAVITY = 0.35
const LIFETIME_MS = 1_600

interface Particle {
  el: HTMLElement
  x: number
  y: number
  vx: number
  vy: number
  spin: number
  angle: number
  born: number
}

export function prefersReducedMotion(win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches
}

export interface Confetti {
  /** Emit a burst at viewport coordinates; returns how many particles were added. */
  burst(x: number, y: number): number
  /** Particles currently alive. */
  count(): number
  destroy(): void
}

export function createConfetti(options: { content: string; doc?: Document; random?: () => number }): Confetti {
  const doc = options.doc ?? document
  const win = doc.defaultView ?? window
  const random = options.random ?? Math.random
  const particles: Particle[] = []
  let layer: HTMLElement | undefined
  let frame: number | undefined
  const raf = (fn: FrameRequestCallback) =>
    typeof win.requestAnimationFrame === 'function' ? win.requestAnimationFrame(fn) : win.setTimeout(() => fn(Date.now()), 16)
  const cancel = (id: number) =>
    typeof win.cancelAnimationFrame === 'function' ? win.cancelAnimationFrame(id) : win.clearTimeout(id)

  const ensureLayer = (): HTMLElement => {
    if (layer?.isConnected) return layer
    layer = doc.createElement('div')
    layer.setAttribute('aria-hidden', 'true')
    layer.dataset.confetti = ''
    Object.assign(layer.style, { position: 'fixed', inset: '0', pointerEvents: 'none', overflow: 'hidden', zIndex: '2147483647' })
    doc.body.appendChild(layer)
    return layer
  }

  const remove = (i: number) => {
    particles[i]?.el.remove()
    particles.splice(i, 1)
  }

  const tick = () => {
    frame = undefined
    const now = Date.now()
    const height = win.innerHeight || 800
    for (let i = particles.length - 1; i >= 0; i--) {
      const p = particles[i]!
      p.vy += GRAVITY
      p.x += p.vx
      p.y += p.vy
      p.angle += p.spin
      if (p.y > height + 40 || now - p.born > LIFETIME_MS) remove(i)
      else p.el.style.transform = `translate(${p.x}px, ${p.y}px) rotate(${p.angle}deg)`
    }
    if (particles.length > 0) frame = raf(tick)
    else {
      layer?.remove()
      layer = undefined
    }
  }

  return {
    burst(x, y) {
      if (prefersReducedMotion(win)) return 0
      const room = MAX_PARTICLES - particles.length
      const n = Math.max(0, Math.min(BURST, room))
      if (n === 0) return 0
      const parent = ensureLayer()
      for (let i = 0; i < n; i++) {
        const el = doc.createElement('span')
        el.textContent = options.content
        Object.assign(el.style, { position: 'absolute', left: '0', top: '0', fontSize: `${16 + Math.round(random() * 12)}px`, willChange: 'transform' })
        parent.appendChild(el)
        particles.push({
          el,
          x,
          y,
          vx: (random() - 0.5) * 10,
          vy: -4 - random() * 8,
          spin: (random() - 0.5) * 20,
          angle: random() * 360,
          born: Date.now(),
        })
      }
      if (frame === undefined) frame = raf(tick)
      return n
    },
    count: () => particles.length,
    destroy() {
      if (frame !== undefined) cancel(frame)
      frame = undefined
      for (let i = particles.length - 1; i >= 0; i--) remove(i)
      layer?.remove()
      layer = undefined
    },
  }
}
