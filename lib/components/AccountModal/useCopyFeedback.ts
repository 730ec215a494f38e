import { useCallback, useEffect, useRef, useState } from 'react'

/** The copy confirmation shows for 1.5 s. */
export const COPY_FEEDBACK_MS = 1_500

/**
 * Copy text to the clipboard and report `copied` for 1.5 s. A failed write (no
 * permission, insecure context) leaves `copied` false, so the UI never claims a copy
 * that did not happen.
 */
export function useCopyFeedback(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      return false
    }
    clearTimeout(timer.current)
    setCopied(true)
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
    return true
  }, [])
  return { copied, copy }
}
