// What `import App from './App.svelte'` gives TypeScript (Vite's Svelte plugin compiles the file).
declare module '*.svelte' {
  import type { Component } from 'svelte'
  const component: Component
  export default component
}
