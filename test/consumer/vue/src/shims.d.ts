// What `import App from './App.vue'` gives TypeScript (Vite's Vue plugin compiles the file).
declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent
  export default component
}
