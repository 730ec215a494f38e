export { Dialog, type DialogProps } from './Dialog'
export { CloseButton } from './CloseButton'
export { DialogThemeContext, useDialogTheme, type DialogTheme } from './themeContext'
export { focusableElements, trapTab } from './focusTrap'
