import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildTree, type Tree } from '@/core/domain/tree'

interface Row {
  id: number
  parentId: number
}

/** Rows of a forest: each row's parent is an earlier row or 0 (no such row), in shuffled order. */
const forestArb = fc
  .array(fc.nat(), { maxLength: 40 })
  .map((picks) => picks.map((pick, index): Row => ({ id: index + 1, parentId: pick % (index + 1) })))
  .chain((rows) => fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }))

function flatten(nodes: Tree<Row>[], parent: number | null, seen: [Row, number | null][] = []): [Row, number | null][] {
  for (const node of nodes) {
    seen.push([node, parent])
    flatten(node.children ?? [], node.id, seen)
  }
  return seen
}

describe('buildTree', () => {
  it('places every row exactly once, under the row its parentId names', () => {
    fc.assert(
      fc.property(forestArb, (rows) => {
        const tree = buildTree(rows, (row) => row)
        expect(tree.ok).toBe(true)
        if (!tree.ok) return
        const placed = flatten(tree.value, null)
        expect(placed.map(([row]) => row.id).sort((x, y) => x - y)).toEqual(rows.map((row) => row.id).sort((x, y) => x - y))
        for (const [row, parent] of placed) expect(parent ?? 0).toBe(row.parentId)
      }),
    )
  })

  it('reports a row that is its own parent', () => {
    fc.assert(
      fc.property(forestArb, fc.nat(), (rows, pick) => {
        const bad = { id: 1000 + pick, parentId: 1000 + pick }
        const tree = buildTree([...rows, bad], (row) => row)
        expect(tree).toEqual({ ok: false, error: 'tree.selfParent', id: bad.id })
      }),
    )
  })

  it('reports rows on a parent cycle instead of dropping them', () => {
    const tree = buildTree(
      [
        { id: 1, parentId: 0 },
        { id: 2, parentId: 3 },
        { id: 3, parentId: 2 },
      ],
      (row) => row,
    )
    expect(tree.ok).toBe(false)
  })
})
