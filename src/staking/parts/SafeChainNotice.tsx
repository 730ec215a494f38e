import { useDescribeError } from '@porch/kit/react'

/**
 * A Safe on a chain the site does not serve (a Safe cannot switch chains): which chain it is
 * on and which one the site serves, in the kit's words (loaded only when it happens).
 */
export function SafeChainNotice({ error, className }: { error: Error; className: string }) {
  const describe = useDescribeError()
  return (
    <p role="alert" className={className}>
      {describe(error)}
    </p>
  )
}
