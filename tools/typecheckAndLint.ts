/**
 * The type-check and ESLint of `npm test` over one TypeScript program (tools/checks.sh). `tsc -p .` and
 * `eslint .` each build the program of tsconfig.json and type every node in it: run apart, the tree was typed
 * twice. Here the program is built once, its diagnostics are printed as tsc prints them, and ESLint's
 * type-aware rules read the same checker, whose types are then already known (docs/TESTING.md).
 * `npm run typecheck` and `npm run lint` still run each alone.
 */
import { existsSync } from 'node:fs'
import { ESLint } from 'eslint'
import ts from 'typescript'

/** The program of a tsconfig file, as `tsc -p` builds it; its configuration errors as diagnostics. */
function programOf(configPath: string): { program: ts.Program; configErrors: readonly ts.Diagnostic[] } {
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })
  if (!config) throw new Error(`${configPath} cannot be read`)
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences })
  return { program, configErrors: config.errors }
}

const format: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
}

// bench/web.ts is checked against bench/tsconfig.json where its tools are installed, as `npm run typecheck` does.
const benchTools = existsSync('bench/node_modules')
const configs = ['tsconfig.json', ...(benchTools ? ['bench/tsconfig.json'] : [])]
const programs = configs.map(programOf)
const diagnostics = programs.flatMap(({ program, configErrors }) => [...configErrors, ...ts.getPreEmitDiagnostics(program)])
if (diagnostics.length > 0) process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, format))
console.log(`type-check: ${diagnostics.length} error(s) in ${configs.join(', ')}`)

// The TypeScript files eslint.config.js types (its JavaScript, and bench/web.ts without bench's tools, it lints
// without type information) read these programs instead of building their own.
const eslint = new ESLint({
  overrideConfig: {
    files: ['**/*.ts', '**/*.tsx'],
    ...(benchTools ? {} : { ignores: ['bench/web.ts'] }),
    languageOptions: { parserOptions: { project: null, programs: programs.map(({ program }) => program) } },
  },
})
const results = await eslint.lintFiles(['.'])
const formatter = await eslint.loadFormatter('stylish')
const report = await formatter.format(results)
if (report) process.stdout.write(report)
const lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0)
console.log(`ESLint: ${lintErrors} error(s) in ${results.length} files`)
process.exitCode = diagnostics.length > 0 || lintErrors > 0 ? 1 : 0
