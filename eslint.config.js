import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** 0x and `digits` hex digits, in a regex literal, a string or a template (new RegExp('…')). */
const hexPattern = (digits, message) =>
  ['Literal[regex.pattern=/0x.*\\{N\\}/]', 'Literal[value=/0x.*\\{N\\}/]', 'TemplateElement[value.raw=/0x.*\\{N\\}/]'].map((selector) => ({
    selector: selector.replace('N', String(digits)),
    message,
  }))
/**
 * One definition per concept: these may be written only in the module that defines each, so
 * copies cannot come back (one-line copies are too short for `duplicates` to see).
 */
const ONE_PLACE = {
  address: hexPattern(40, 'An address pattern: use isAddressLike (lib/core/address.ts; @porch/kit in src/).'),
  hash: hexPattern(64, "A hash pattern: use isHash (lib/core/hash.ts in the kit, viem's isHash in src/)."),
  deadline: [
    { selector: "CallExpression[callee.object.name='Promise'][callee.property.name='race']", message: 'A Promise.race deadline: use withDeadline (lib/core/deadline.ts; @porch/kit in src/), which clears its timer.' },
  ],
}
const onePlace = (...except) =>
  Object.entries(ONE_PLACE)
    .filter(([concept]) => !except.includes(concept))
    .flatMap(([, selectors]) => selectors)

export default tseslint.config(
  { ignores: ['dist/**', 'lib/dist/**', 'lib/.api-types/**', 'node_modules/**', '.devnet/**', 'test-results/**', 'playwright-report/**', 'contracts/generated/**', '.consumer-apps/**', 'test/consumer/rainbowkit-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...onePlace()] },
  },
  { files: ['lib/core/address.ts'], rules: { 'no-restricted-syntax': ['error', ...onePlace('address')] } },
  { files: ['lib/core/hash.ts'], rules: { 'no-restricted-syntax': ['error', ...onePlace('hash')] } },
  { files: ['lib/core/deadline.ts'], rules: { 'no-restricted-syntax': ['error', ...onePlace('deadline')] } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    // Plain pages' scripts, loaded by a browser as they are (no build step): the standalone
    // and isolation pages of the e2e tests, the plain-HTML proof app.
    files: ['e2e/fixtures/**/*.js', 'test/consumer/plain/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Scripts and tests talk to the terminal.
    files: ['scripts/**', 'test/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures: `({}, use) => ...` is its required shape, and its `use` is no React hook.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
)
