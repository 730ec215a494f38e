/**
 * The `message` event type of a Safe message's progress (`data` is a SafeMessageProgress).
 * In its own module so the sign-in dialog can listen without loading the Safe connector.
 */
export const SAFE_MESSAGE_PROGRESS = 'safeMessageProgress'
