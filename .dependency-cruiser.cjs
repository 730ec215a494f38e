/**
 * Import rules that encode the layers. The first level of lib/ is the layer, and layers point
 * one way: lib/core <- lib/connectors <- lib/react <- lib/ui <- lib/components <- lib/rainbowkit
 * <- lib/entries <- src.
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
    // One rule per layer: the first level of lib/ is the layer, and each layer imports only
    // the layers below it. core <- connectors <- react <- ui <- components <- entries;
    // theme stands alone; server and testing stand on core (testing on connectors too).
    {
      name: 'layer-core',
      severity: 'error',
      comment: 'lib/core is the bottom layer: it imports nothing else from lib/.',
      from: { path: '^lib/core/' },
      to: { path: '^lib/', pathNot: '^lib/core/' },
    },
    {
      name: 'layer-theme',
      severity: 'error',
      comment: 'lib/theme (tokens and themes) imports nothing else from lib/.',
      from: { path: '^lib/theme/' },
      to: { path: '^lib/', pathNot: '^lib/theme/' },
    },
    {
      name: 'layer-connectors',
      severity: 'error',
      comment: 'lib/connectors build on lib/core only.',
      from: { path: '^lib/connectors/' },
      to: { path: '^lib/', pathNot: '^lib/(core|connectors)/' },
    },
    {
      name: 'layer-react',
      severity: 'error',
      comment: 'lib/react (provider, hooks, React bindings of core state) sits on core and connectors.',
      from: { path: '^lib/react/' },
      to: { path: '^lib/', pathNot: '^lib/(core|connectors|react)/' },
    },
    {
      name: 'layer-ui',
      severity: 'error',
      comment: 'lib/ui holds primitives that know no kit state: core (words, helpers), theme, and the locale bindings (lib/react/i18n) only.',
      from: { path: '^lib/ui/' },
      to: { path: '^lib/', pathNot: '^lib/(core|theme|ui|react/i18n)/' },
    },
    {
      name: 'layer-components',
      severity: 'error',
      comment: 'lib/components is the top of the kit: everything below it, but no entry, server or testing code.',
      from: { path: '^lib/components/' },
      to: { path: '^lib/(entries|server|testing|index\\.ts)' },
    },
    {
      name: 'layer-rainbowkit',
      severity: 'error',
      comment: "lib/rainbowkit (RainbowKit's names over the kit's concepts) sits above lib/components: everything below it, but no entry, server, element or testing code.",
      from: { path: '^lib/rainbowkit/' },
      to: { path: '^lib/(entries|server|testing|element|index\\.ts)' },
    },
    {
      name: 'rainbowkit-only-from-the-entries',
      severity: 'error',
      comment: "Only the entries import lib/rainbowkit: the kit keeps one implementation of everything, and RainbowKit's names are a layer over it.",
      from: { path: '^lib/', pathNot: '^lib/(entries|rainbowkit)/' },
      to: { path: '^lib/rainbowkit/' },
    },
    {
      name: 'layer-element',
      severity: 'error',
      comment: 'lib/element (the custom elements) renders the components: everything below it, but no entry, server or testing code.',
      from: { path: '^lib/element/' },
      to: { path: '^lib/(entries|server|testing|index\\.ts)' },
    },
    {
      name: 'layer-server',
      severity: 'error',
      comment: 'lib/server runs on Node and fetch runtimes: core only, nothing with a DOM or React.',
      from: { path: '^lib/server/' },
      to: { path: '^(lib/(?!core/|server/)|node_modules/(@types/)?react(-dom)?/)' },
    },
    {
      name: 'layer-testing',
      severity: 'error',
      comment: 'lib/testing stands on core and connectors.',
      from: { path: '^lib/testing/' },
      to: { path: '^lib/', pathNot: '^lib/(core|connectors|testing)/' },
    },
    {
      name: 'entries-only-from-the-front-door',
      severity: 'error',
      comment: 'Only lib/index.ts and the entries import lib/entries (nothing below reaches up to a front door).',
      from: { path: '^lib/', pathNot: '^lib/(index\\.ts|entries/)' },
      to: { path: '^lib/(entries/|index\\.ts)' },
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
        "'@porch/kit', '@porch/kit/react', '@porch/kit/components', '@porch/kit/wallets', '@porch/kit/codegen', '@porch/kit/element', '@porch/kit/theme', '@porch/kit/chains', '@porch/kit/server', '@porch/kit/testing'. Tests under test/ may reach internals.",
      from: { path: '^(src|e2e|scripts)/' },
      to: { path: '^lib/', pathNot: '^lib/(index\\.ts|entries/react\\.ts|entries/components\\.ts|entries/wallets\\.ts|entries/codegen\\.ts|entries/element\\.ts|entries/chains\\.ts|entries/server\\.ts|theme/index\\.ts|testing/index\\.ts|package\\.json)$' },
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
      comment:
        "Every import resolves (the kit's styles.css exists once `npm run build:kit` made it; the plain proof page's ./porch/ folder is the standalone build its test copies in).",
      from: {},
      to: { couldNotResolve: true, pathNot: '^(@porch/kit/styles\\.css|\\./porch/[\\w.]+\\.js)$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // e2e/fixtures/standalone and isolation: pages without a build step, importing by URL
    // (/kit/element.js) or files served beside them (the plain proof app's). The RainbowKit
    // apps import @rainbow-me/rainbowkit, not installed here (test/consumer/rainbowkitApps.ts checks them).
    // test/reference/rainbowkit is a tree of its own (RainbowKit + wagmi 2), only to compare against.
    exclude: { path: '^(dist|lib/dist|lib/\\.api-types|\\.devnet|e2e/fixtures/(standalone|isolation)|test/consumer/rainbowkit-[a-z]+|test/reference)/' },
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
