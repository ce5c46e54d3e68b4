// ESLint: typescript-eslint with type information over the whole tree, React hooks rules for the UI.
// Formatting is Prettier's job (prettier --check in npm test), so no stylistic rules here.
import { existsSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// bench/web.ts is type-checked against bench/tsconfig.json where its tools are installed (see the end of this file).
const benchTools = existsSync(new URL('bench/node_modules', import.meta.url))

export default tseslint.config(
  { ignores: ['dist/', 'var/', 'data/', 'test-results/', 'playwright-report/', 'node_modules/', 'public/', 'tests/e2e/.artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // The one program of tsconfig.json (and bench/'s), not the project service, which finds each file's tsconfig
      // itself: the same findings for less work (docs/TESTING.md).
      parserOptions: { project: ['./tsconfig.json', ...(benchTools ? ['./bench/tsconfig.json'] : [])], tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // Adapters and fakes implement promise-returning ports with synchronous bodies (an in-memory repository,
      // a scripted reply); `async` is how they keep the port's type, so an await-free async function is fine here.
      '@typescript-eslint/require-await': 'off',
      // Unused names are errors, except the deliberate `_` placeholders of destructuring and callbacks.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['src/ui/**/*.tsx'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  // Time through the ports (docs/ARCHITECTURE.md, "Time through the ports"): the core and the UI's state classes
  // read the Clock and wait through the Timer, so a test moves a manual clock instead of waiting. React hooks
  // (src/ui/components/use*.ts) and components may use the browser's timers for rendering work.
  {
    files: ['src/core/**/*.ts', 'src/ui/**/*.ts'],
    ignores: ['src/ui/components/use*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'].map((name) => ({ name, message: 'Wait through the Timer port.' })),
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read the time from the Clock port.' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read the time from the Clock port.' },
      ],
    },
  },
  { files: ['**/*.js', '**/*.cjs', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // bench/web.ts's types come from lighthouse and puppeteer-core in bench/node_modules (npm ci --prefix bench),
  // which the root install, CI's included, lacks: there its imports would be error types and every use of them
  // an "unsafe" finding. Without them it is linted without type information; with them, against
  // bench/tsconfig.json like any other file.
  ...(benchTools ? [] : [{ files: ['bench/web.ts'], ...tseslint.configs.disableTypeChecked }]),
)
