import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

export default defineConfig({
  // The kit's elements are custom elements, not Vue components: Vue leaves them to the browser.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('porch-') } } })],
})
