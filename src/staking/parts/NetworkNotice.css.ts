import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'
import { notice as inFlow } from './card.css'

// It comes and goes with the node: drawn over the page's bottom edge instead of in the
// flow, so its coming pushes nothing (no button moves away from a finger or a pointer).
export const notice = style([
  inFlow,
  {
    position: 'fixed',
    insetInline: 12,
    bottom: 12,
    zIndex: 10,
    maxWidth: 640,
    marginInline: 'auto',
    background: themeVars.colors.modalBackground,
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
  },
])

export const text = style({ margin: 0, lineHeight: 1.45, flex: '1 1 240px' })
