import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

export default defineConfig({
  // The kit's elements are custom elements, not Vue components: Vue leaves them to the browser.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('porch-') } } })],
  // The kit's modules that render with React start with "use client" (for React Server
  // Components); this bundle has no server side, so Rolldown's notice that it drops them is noise.
  build: { rolldownOptions: { checks: { moduleLevelDirective: false } } },
})
