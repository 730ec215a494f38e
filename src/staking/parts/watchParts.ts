/** What watch mode adds to the screen, in one chunk loaded only while another address is watched. */
export { WatchBanner } from './WatchBanner'
export { WatchNote } from './WatchNote'
