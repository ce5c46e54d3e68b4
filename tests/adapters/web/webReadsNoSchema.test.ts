import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { isDeferred } from '@/ports/api/deferred'

/**
 * The web app's production build carries no zod (tools/webWithoutZod.ts): the browser sends calls and the server
 * validates them. So no module of the web app may use one of the contract's schemas as a value (parse it, read
 * its options or shape, extend it); types from them are fine, they are erased. The demo's in-browser server and
 * the test doubles run with zod and may.
 */
const SRC = join(__dirname, '../../../src')
const MAY_USE_SCHEMAS = [/^ports\/api\//, /^adapters\/fake\//, /^composition\/demoAdapters\.ts$/]
const modules = import.meta.glob<Record<string, unknown>>('/src/ports/api/*.ts', { eager: true })

/** Each contract module's schema exports, by module name ('plan', 'aiMsg', …). */
const schemasOf = new Map(
  Object.entries(modules).map(([path, exports]) => [
    /([^/]+)\.ts$/.exec(path)![1],
    new Set(Object.entries(exports).flatMap(([name, value]) => (isDeferred(value) ? [name] : []))),
  ]),
)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

function inTypePosition(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at && !ts.isStatement(at); at = at.parent) if (ts.isTypeNode(at)) return true
  return false
}

/** `file:line name` for every use of a schema as a value. */
function schemaValueUses(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const schemas = new Set<string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue
    const from = /ports\/api\/([^/']+)$/.exec((statement.moduleSpecifier as ts.StringLiteral).text)?.[1]
    const bindings = statement.importClause?.namedBindings
    if (!from || !bindings || !ts.isNamedImports(bindings)) continue
    for (const element of bindings.elements) {
      const exported = (element.propertyName ?? element.name).text
      if (!element.isTypeOnly && schemasOf.get(from)?.has(exported)) schemas.add(element.name.text)
    }
  }
  const uses: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && schemas.has(node.text) && !ts.isImportSpecifier(node.parent) && !inTypePosition(node)) {
      const isPropertyName =
        (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) || (ts.isPropertyAssignment(node.parent) && node.parent.name === node)
      if (!isPropertyName) uses.push(`${relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return uses
}

describe('the web app uses no schema as a value', () => {
  it('finds the contract’s schemas to look for', () => {
    expect(schemasOf.get('plan')?.has('PlanItem')).toBe(true)
    expect([...schemasOf.values()].reduce((sum, names) => sum + names.size, 0)).toBeGreaterThan(50)
  })

  it('no module outside the contract, the demo and the test doubles parses or reads a schema', () => {
    const files = sourceFiles(SRC).filter((file) => !MAY_USE_SCHEMAS.some((allowed) => allowed.test(relative(SRC, file).replaceAll('\\', '/'))))
    expect(files.length).toBeGreaterThan(200)
    expect(files.flatMap(schemaValueUses)).toEqual([])
  })
})
