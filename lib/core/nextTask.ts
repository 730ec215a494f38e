/** Node's MessagePort can stop keeping the process alive; a browser's has no such methods. */
type Port = MessagePort & { ref?: () => void; unref?: () => void }

let port: { send: Port; receive: Port } | undefined
const waiting: Array<() => void> = []

/**
 * Resolves in a later task of the event loop, so the browser may paint and handle input in
 * between. A message, not setTimeout: browsers hold timers of a hidden tab back to once a
 * second, messages they do not. One channel for the page, held here: a port that only its
 * own listener references may be garbage-collected with its message still queued.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0))
  if (!port) {
    const channel = new MessageChannel()
    const receive: Port = channel.port1
    port = { send: channel.port2, receive }
    receive.onmessage = () => {
      waiting.shift()?.()
      // Node: an idle port must not keep a process (a test, a server render) alive.
      if (waiting.length === 0) receive.unref?.()
    }
  }
  port.receive.ref?.()
  const { send } = port
  return new Promise((resolve) => {
    waiting.push(resolve)
    send.postMessage(undefined)
  })
}
