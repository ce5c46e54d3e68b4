/**
 * The one-click list for many students at once, as of any year:
 *   npm run list -- --as-of 2025 --in students.json --out lists.json
 * The model sees 投档线 of years ≤ the as-of year only; the candidates are the next year's plan (or, where the
 * dataset has none, that year's 投档线 programmes with the nearest plan's 选考 rules). Input: a JSON array of
 * {id, rank, subjects, batch, priority, majors, provinces, avoid, …} (server/cli/lists/studentSpec.ts).
 * Output: {"lists": [{"id", "slip", "rows": [{"school_code", "major_code", "p"}]}]}, rows in list order.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { buildList } from '../../src/core/domain/admission/buildList'
import { buildPlanCatalogue } from '../adapters/model/buildPlanCatalogue'
import { datasetAdmissionSource } from '../adapters/model/datasetAdmissionSource'
import { sourceAsOf } from './lists/sourceAsOf'
import { specToList, StudentSpec } from './lists/studentSpec'

const USAGE = '用法: npm run list -- --as-of 2025 --in students.json --out lists.json [--data data]'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

function readStudents(file: string): StudentSpec[] {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))
  } catch (e) {
    fail(`读不了 ${file}：${e instanceof Error ? e.message : String(e)}`)
  }
  if (!Array.isArray(json)) fail(`${file} 应为考生数组（JSON 数组，每个元素一个考生）`)
  const parsed = z.array(StudentSpec).safeParse(json)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.slice(0, 20).map((i) => {
    const [at, ...path] = i.path
    const raw = typeof at === 'number' ? (json as Array<{ id?: unknown } | undefined>)[at]?.id : undefined
    const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null
    return `  第${typeof at === 'number' ? at + 1 : '?'}个考生${id !== null ? `（id ${id}）` : ''}${path.length ? ` 的 ${path.join('.')}` : ''}：${i.message}`
  })
  fail(`${file} 不是考生数组，或有考生填写不对：\n${lines.join('\n')}${parsed.error.issues.length > 20 ? `\n  …共${parsed.error.issues.length}处` : ''}`)
}

function main(): void {
  let values: { 'as-of'?: string; in?: string; out?: string; data?: string }
  try {
    values = parseArgs({
      options: { 'as-of': { type: 'string' }, in: { type: 'string' }, out: { type: 'string' }, data: { type: 'string', default: 'data' } },
    }).values
  } catch (e) {
    fail(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`)
  }
  const asOfYear = Number(values['as-of'])
  if (!values['as-of'] || !Number.isInteger(asOfYear)) fail(`--as-of 应为年份，如 2025\n${USAGE}`)
  if (!values.in || !values.out) fail(USAGE)
  const students = readStudents(values.in)
  const t0 = performance.now()
  const src = datasetAdmissionSource(values.data!)
  const lastCutoff = Math.max(...src.cutoffs.map((c) => c.year))
  if (asOfYear < Math.min(...src.cutoffs.map((c) => c.year)) || asOfYear > lastCutoff)
    fail(`--as-of 应在 ${Math.min(...src.cutoffs.map((c) => c.year))}–${lastCutoff} 之间（数据中有投档线的年份）`)
  let asOf: ReturnType<typeof sourceAsOf>
  try {
    asOf = sourceAsOf(src, asOfYear)
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e))
  }
  const from = asOf.candidatesFrom
  process.stderr.write(
    from.kind === 'plan'
      ? `${asOf.year}年的志愿表：模型只用 ${asOfYear} 年及以前的投档线，专业取自 ${from.year} 年招生计划\n`
      : `${asOf.year}年的志愿表：模型只用 ${asOfYear} 年及以前的投档线，专业取自 ${asOf.year} 年投档线表，选考要求按 ${from.rulesFrom} 年计划的同校同名专业：匹配 ${from.matched} / ${from.total}\n`,
  )
  const cat = buildPlanCatalogue(asOf.source)
  if (!cat) fail('数据中没有可用的招生计划')
  const index = cat.index
  const lists = students.map((spec) => {
    const { student, wants } = specToList(spec, index.catalogue)
    const built = buildList(index, student, wants, spec.rows)
    return {
      id: spec.id,
      slip: built.outcome?.slip ?? null,
      rows: built.rows.map((r) => {
        const c = index.candidates[r.index]
        return { school_code: c.schoolCode, major_code: c.majorCode, p: r.probability }
      }),
    }
  })
  writeFileSync(values.out, `${JSON.stringify({ lists })}\n`)
  process.stderr.write(`${lists.length} 张志愿表写入 ${values.out}（${((performance.now() - t0) / 1000).toFixed(1)} s）\n`)
}

main()
