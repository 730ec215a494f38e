/**
 * Resolves in a later task of the event loop, so the browser may paint and handle input in
 * between. A message on a fresh MessageChannel, not setTimeout: browsers hold timers of a
 * hidden tab back to once a second, messages they do not.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0))
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      // Closed: an open port would keep a Node process (tests, a server render) alive.
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
    channel.port2.close()
  })
}
