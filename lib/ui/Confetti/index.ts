export { createConfetti, MAX_PARTICLES, prefersReducedMotion, type Confetti } from './confetti'
export { useCoolMode } from './useCoolMode'
