/**
 * Import rules that encode the layers. Layers point one way:
 * lib/core <- lib/connectors <- lib/react <- lib/ui <- lib/components <- src.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere in lib/ and src/ (type-only imports included).',
      from: { path: '^(lib|src)/' },
      to: { circular: true },
    },
    {
      name: 'lib-not-to-src',
      severity: 'error',
      comment: 'The kit (lib/) never imports the site (src/).',
      from: { path: '^lib/' },
      to: { path: '^src/' },
    },
    {
      name: 'core-not-to-react',
      severity: 'error',
      comment: 'lib/core is framework-free: no React.',
      from: { path: '^lib/core/' },
      to: { path: '^node_modules/(@types/)?react(-dom)?/' },
    },
    {
      name: 'core-not-to-lib-above',
      severity: 'error',
      comment: 'lib/core is the bottom layer: it imports nothing else from lib/.',
      from: { path: '^lib/core/' },
      to: { path: '^lib/', pathNot: '^lib/core/' },
    },
    {
      name: 'ui-not-to-kit-state',
      severity: 'error',
      comment: 'lib/ui holds primitives that know no kit state: nothing from the layers above it.',
      from: { path: '^lib/ui/' },
      to: { path: '^lib/(components|modals|react|connectors|wallets|transactions)/' },
    },
    {
      name: 'connectors-not-to-above',
      severity: 'error',
      comment: 'Connectors build on lib/core only: no React, UI, modal, wallet-list or transaction code.',
      from: { path: '^lib/connectors/' },
      to: { path: '^lib/(react|ui|components|modals|wallets|transactions|ens)/' },
    },
    {
      name: 'react-not-to-ui',
      severity: 'error',
      comment: 'lib/react (provider and hooks) sits below lib/ui and lib/components.',
      from: { path: '^lib/react/' },
      to: { path: '^lib/(ui|components)/' },
    },
    {
      name: 'modals-machine-framework-free',
      severity: 'error',
      comment: 'lib/modals is the modal state machine: no React and nothing above lib/core.',
      from: { path: '^lib/modals/' },
      to: { path: '^(lib/(react|ui|components|connectors|wallets|transactions)/|node_modules/(@types/)?react(-dom)?/)' },
    },
    {
      name: 'components-only-from-components-or-src',
      severity: 'error',
      comment: 'lib/components is the top of the kit: only lib/components itself and the site import it.',
      from: { path: '^lib/', pathNot: '^lib/(components/|entries/)' },
      to: { path: '^lib/components/' },
    },
    {
      name: 'site-chain-access-through-the-kit',
      severity: 'error',
      comment:
        "The site reaches the chain only through the kit's actions and hooks (readContract, estimateGas, call, getGasPrice, " +
        "writeContract, ...): from viem it takes types and utilities (encodeFunctionData, formatUnits), never 'viem/actions'.",
      from: { path: '^src/' },
      to: { path: '^node_modules/viem/_(types|esm|cjs)/actions/' },
    },
    {
      name: 'site-through-the-door',
      severity: 'error',
      comment:
        'The site imports the kit (@porch/kit) only through its entries, as any other dapp would: ' +
        "'@porch/kit', '@porch/kit/react', '@porch/kit/theme', '@porch/kit/server', '@porch/kit/testing'. Tests under test/ may reach internals.",
      from: { path: '^(src|e2e|scripts)/' },
      to: { path: '^lib/', pathNot: '^lib/(index\\.ts|entries/react\\.ts|entries/server\\.ts|theme/index\\.ts|testing/index\\.ts|package\\.json)$' },
    },
    {
      name: 'no-dev-deps-at-run-time',
      severity: 'error',
      comment: 'lib/ and src/ ship to the browser: they import runtime dependencies only.',
      from: { path: '^(lib|src)/', pathNot: '(\\.d\\.ts|^lib/dist/.*)$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves (the kit\'s styles.css exists once `npm run build:kit` made it).',
      from: {},
      to: { couldNotResolve: true, pathNot: '^@porch/kit/styles\\.css$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|lib/dist|\\.devnet)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
}
