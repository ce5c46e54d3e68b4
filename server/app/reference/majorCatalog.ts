import type { ServerDeps } from '../../ports/ServerDeps'
import { ok } from '../shared/outcome'

/** The undergraduate catalogue as a tree: 门类 → 专业类 → 专业. */
export async function majorCatalog(deps: Pick<ServerDeps, 'reference'>) {
  const tree: Array<{ code: string; name: string; children: Array<{ code: string; name: string; children: Array<{ code: string; name: string }> }> }> = []
  for (const m of await deps.reference.majors()) {
    let d = tree.find((x) => x.code === m.disciplineCode)
    if (!d) tree.push((d = { code: m.disciplineCode, name: m.discipline, children: [] }))
    let c = d.children.find((x) => x.code === m.classCode)
    if (!c) d.children.push((c = { code: m.classCode, name: m.className, children: [] }))
    c.children.push({ code: m.code, name: m.name })
  }
  return ok(tree)
}
