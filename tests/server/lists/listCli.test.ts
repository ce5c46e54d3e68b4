import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const dir = mkdtempSync(join(tmpdir(), 'list-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
// node with tsx's loader, as `npm run list` runs it, without starting npx first.
const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/list.ts', ...args], { encoding: 'utf8', timeout: 240_000 })

/** `npm run list`, as the issue fixes it: outside checks run it on students of their own. */
describe('npm run list -- --as-of Y --in students.json --out lists.json', () => {
  it('writes one list per student in the fixed shape, rows in list order, codes as in the dataset', () => {
    const input = join(dir, 'students.json')
    const out = join(dir, 'lists.json')
    writeFileSync(
      input,
      JSON.stringify([
        { id: 'a', rank: 30000, subjects: ['物理', '化学', '生物'] },
        { id: 7, rank: 90000, subjects: ['历史', '政治', '地理'], priority: 'major', majors: ['0301'], rows: 40, provinces: ['浙江'] },
      ]),
    )
    const r = run('--as-of', '2025', '--in', input, '--out', out)
    expect(r.status, r.stderr).toBe(0)
    expect(r.stderr).toContain('2026年的志愿表：模型只用 2025 年及以前的投档线')
    const { lists } = JSON.parse(readFileSync(out, 'utf8')) as {
      lists: Array<{ id: string; slip: number; rows: Array<{ school_code: string; major_code: string; p: number }> }>
    }
    expect(lists.map((l) => l.id)).toEqual(['a', '7'])
    expect(lists[0].rows).toHaveLength(80)
    expect(lists[1].rows).toHaveLength(40)
    for (const l of lists) {
      expect(l.slip).toBeGreaterThanOrEqual(0)
      expect(l.slip).toBeLessThanOrEqual(0.01)
      for (const row of l.rows) {
        expect(row.school_code).toMatch(/^\d{4}$/)
        expect(row.major_code).toMatch(/^\d{3}$/)
        expect(row.p).toBeGreaterThan(0)
        expect(row.p).toBeLessThanOrEqual(1)
      }
      // 冲 on top: the first row is no safer than the last.
      expect(l.rows[0].p).toBeLessThanOrEqual(l.rows[l.rows.length - 1].p)
    }
  }, 240_000)

  it('names the student and the field at fault, and writes nothing', () => {
    const input = join(dir, 'bad.json')
    const out = join(dir, 'never.json')
    writeFileSync(input, JSON.stringify([{ id: 'x', rank: -3, subjects: ['物理', '化学'] }]))
    const r = run('--as-of', '2025', '--in', input, '--out', out)
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('第1个考生（id x） 的 rank：位次应大于0')
    expect(r.stderr).toContain('选考科目应为3门')
    expect(() => readFileSync(out)).toThrow()
  }, 240_000)
})
