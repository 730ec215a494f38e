import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import '../styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element in index.html')
// A transition renders in slices that yield to the browser every few ms; a plain render()
// builds the whole first screen in one main-thread task (over 50 ms on a slow CPU).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
