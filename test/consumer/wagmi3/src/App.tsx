import { useConnection } from 'wagmi'
import { Account } from './Account'
import { Blocks } from './Blocks'
import { Calls } from './Calls'
import { Chain } from './Chain'
import { Connect } from './Connect'
import { Send } from './Send'
import { Sign } from './Sign'
import { Token } from './Token'
import { tokenFromUrl } from './token'

const token = tokenFromUrl()

export function App() {
  const { address } = useConnection()
  return (
    <main>
      <h1>wagmi 3 app</h1>
      <Connect />
      <Chain />
      <Blocks />
      {address && (
        <>
          <Account address={address} token={token} to={address} />
          <Sign address={address} />
          <Send />
          {token && <Token token={token} address={address} />}
          {token && <Calls token={token} />}
        </>
      )}
    </main>
  )
}
