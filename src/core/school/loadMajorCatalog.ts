import type { HttpApi } from '@/ports/HttpApi'
import type { OutputOf } from '@/ports/api/endpoint'
import { majorCatalog } from '@/ports/api/school'
import { attempt, type Result } from '../result'

export type MajorTree = OutputOf<typeof majorCatalog>

export async function loadMajorCatalog(deps: { api: HttpApi }): Promise<Result<MajorTree>> {
  return attempt(() => deps.api.call(majorCatalog, {}))
}

/**
 * The tree cut down to majors whose name or code contains `text`; a 门类 or 专业类 whose own name
 * matches keeps all its children, so searching "工学" or "计算机类" shows the whole branch.
 */
export function filterCatalogue(tree: MajorTree, text: string): MajorTree {
  const q = text.trim()
  if (!q) return tree
  const out: MajorTree = []
  for (const d of tree) {
    if (d.name.includes(q)) {
      out.push(d)
      continue
    }
    const classes = []
    for (const c of d.children) {
      if (c.name.includes(q)) classes.push(c)
      else {
        const majors = c.children.filter((m) => m.name.includes(q) || m.code.startsWith(q))
        if (majors.length) classes.push({ ...c, children: majors })
      }
    }
    if (classes.length) out.push({ ...d, children: classes })
  }
  return out
}
