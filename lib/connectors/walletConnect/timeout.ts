/**
 * Race a promise against a timer. The losing promise keeps running (the sign-client cannot
 * cancel), so its later rejection is caught here instead of surfacing as unhandled.
 */
export function withTimeout<T>(p: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  p.catch(() => {})
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(onTimeout()), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}
