/** Layer rules of ARCHITECTURE.md rule 11; each rule's comment says why it exists. */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Cycles make layers meaningless and modules impossible to understand alone; a type-only cycle is still a cycle of meaning.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-self-contained',
      comment:
        'Domain rules are pure functions over plain data, shared by web, server and demo; they may read the contract (its constants and types), nothing else.',
      severity: 'error',
      from: { path: '^src/core/domain/' },
      to: { pathNot: ['^src/core/domain/', '^src/ports/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-is-pure',
      comment: 'The core knows only itself and the ports: no React, MobX, wouter, Inversify or drivers.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { pathNot: ['^src/core/', '^src/ports/', '^node_modules/zod/'] },
    },
    {
      name: 'ports-are-contracts',
      comment:
        'Ports are the bottom layer: they describe with zod and depend on nothing above them (no core, adapter, UI or server code). Their words make Traditional Chinese from Simplified with OpenCC (taiwanText.ts), a pure function like zod.',
      severity: 'error',
      from: { path: '^src/ports/' },
      to: { pathNot: ['^src/ports/', '^node_modules/zod/', '^node_modules/opencc-js/'] },
    },
    {
      name: 'adapters-do-not-reach-ui',
      comment: 'Adapters implement ports; screens and wiring depend on them, never the other way round.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: ['^src/ui/', '^src/composition/'] },
    },
    {
      name: 'ui-does-not-reach-adapters',
      comment: 'Screens talk to ports and view models; only the composition root picks adapters.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/adapters/', '^server/'] },
    },
    {
      name: 'ui-calls-use-cases-not-the-api',
      comment:
        'View models receive use cases (src/composition/useCases.ts); a screen holding HttpApi would bypass the core rules and the paid-area error mapping. The ports barrel re-exports HttpApi, so screens import ports by file.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/ports/HttpApi\\.ts$', '^src/ports/index\\.ts$'] },
    },
    {
      name: 'ui-reads-no-endpoint',
      comment:
        'Endpoint objects are for the core to send; screens may use the contract types, and values only from the plain-constant modules (no endpoints in them).',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: {
        path: '^src/ports/api/',
        pathNot: '^src/ports/api/(listPrefs|planTags|messages|lang|phone|settingNames|taiwanText)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-app-is-pure',
      comment: 'Server use cases depend on server ports, domain rules and the contract only, so demo mode can run them in the browser.',
      severity: 'error',
      from: { path: '^server/app/' },
      to: { pathNot: ['^server/app/', '^server/ports/', '^src/core/domain/', '^src/ports/api/', '^src/ports/(Clock|Ids)\\.ts$', '^node_modules/zod/'] },
    },
    {
      name: 'server-ports-are-interfaces',
      comment: 'Server ports are interfaces over plain data and contract types; Clock and Ids are the ports web and server share.',
      severity: 'error',
      from: { path: '^server/ports/' },
      to: { pathNot: ['^server/ports/', '^src/core/domain/', '^src/ports/api/', '^src/ports/(Clock|Ids)\\.ts$', '^node_modules/zod/'] },
    },
    {
      name: 'memory-backend-is-browser-safe',
      comment: 'Demo mode runs the in-memory backend and its browser-safe adapters in the browser, where node:* modules do not exist.',
      severity: 'error',
      from: { path: ['^server/adapters/(memory|webcrypto|console|chat|xlsx)/', '^server/adapters/captcha/DrawnSvgCaptcha\\.ts$'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-does-not-import-server-drivers',
      comment: 'The web bundle may reach only the browser-safe memory backend, never the Node server.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/', pathNot: ['^server/adapters/memory/', '^server/app/', '^server/ports/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
