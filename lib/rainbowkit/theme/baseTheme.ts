import { RADII } from '../../theme/theme'
import { lightTheme as kitLight } from '../../theme/tokens'
import type { FontStack, OverlayBlur, RadiusScale, ThemeFunctionOptions, ThemeVars } from './types'

// SF Rounded where the system has it, then the kit's own stack.
const FONT_STACKS: Record<FontStack, string> = {
  rounded: `SFRounded, ui-rounded, "SF Pro Rounded", ${kitLight.fonts.body}`,
  system: kitLight.fonts.body,
}

const BLURS: Record<OverlayBlur, string> = { large: 'blur(20px)', small: 'blur(4px)', none: 'blur(0px)' }

/**
 * The radii, font and blur of a theme function's options, as RainbowKit's `baseTheme`: the
 * kit's radius scale (`RADII`) drives both, the connect button following the menu buttons.
 * @throws {TypeError} for a value outside the scale, naming the allowed ones.
 */
export function baseTheme({ borderRadius = 'large', fontStack = 'rounded', overlayBlur = 'none' }: ThemeFunctionOptions): Pick<ThemeVars, 'radii' | 'fonts' | 'blurs'> {
  const r = RADII[check<RadiusScale>('borderRadius', borderRadius, ['large', 'medium', 'small', 'none'])]
  return {
    radii: { actionButton: r.actionButton, connectButton: r.menuButton, menuButton: r.menuButton, modal: r.modal, modalMobile: r.modal },
    fonts: { body: FONT_STACKS[check<FontStack>('fontStack', fontStack, ['rounded', 'system'])] },
    blurs: { modalOverlay: BLURS[check<OverlayBlur>('overlayBlur', overlayBlur, ['large', 'small', 'none'])] },
  }
}

function check<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw new TypeError(`Invalid theme option ${name} "${String(value)}": use ${allowed.map((a) => `"${a}"`).join(', ')}.`)
}
