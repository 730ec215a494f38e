/** What signing in needs, as one on-demand module (one loader in the first load, not two). */
export { createSignInFlow } from './signInFlow'
export { signMessage } from '../actions/signMessage'
