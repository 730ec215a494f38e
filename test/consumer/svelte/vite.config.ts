import { svelte } from '@sveltejs/vite-plugin-svelte'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [svelte()],
  // The kit's modules that render with React start with "use client" (for React Server
  // Components); this bundle has no server side, so Rolldown's notice that it drops them is noise.
  build: { rolldownOptions: { checks: { moduleLevelDirective: false } } },
})
