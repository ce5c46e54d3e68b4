import { afterAll, describe, expect, it } from 'vitest'
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { migrateToLatest } from '../../../server/adapters/db/migrate'
import { openDatabase } from '../../../server/adapters/db/openDatabase'
import { KyselyReferenceData } from '../../../server/adapters/db/KyselyReferenceData'
import { KyselySecurityLog } from '../../../server/adapters/db/KyselySecurityLog'
import { readReferenceSnapshot } from '../../../server/adapters/db/readReferenceSnapshot'
import { VersionedReferenceData } from '../../../server/adapters/memory/VersionedReferenceData'
import { loadConfig } from '../../../server/config'
import { RANK, SCHOOLS, TOUDANG } from '../../../server/cli/data/datasetTables'
import type { RankRow, ToudangRow } from '../../../server/cli/data/datasetTypes'
import { loadServedDataset } from '../../../server/cli/data/loadServedDataset'
import { readFullDataset, readManifest, readTableFile } from '../../../server/cli/data/readDataset'
import { finishDataCommand } from '../../../server/cli/data/endDataCommand'
import { runImport } from '../../../server/cli/data/runImport'
import { runRollback } from '../../../server/cli/data/runRollback'
import { servedDataset } from '../../../server/cli/data/servedDataset'
import { writeDataset } from '../../../server/cli/data/writeDataset'
import { scoreRank } from '@/ports/api/school'
import { embedded, postgresUrl } from '../../support/testDatabases'
import { serverSchemaUrl } from '../../support/postgresSchema'
import { launchServerProcess } from '../serverProcess'
import { send } from '../testServer'

/**
 * Issue 15, "one wrong file replaces a whole year": each test is an operator's mistake (or two operators at
 * once), run through the real commands (`npm run data:import` / `data:rollback` are these scripts) on a
 * DATA_DIR of its own under the system's temporary folder. The repository's data/ is only read. Only the
 * running-server suite has a PostgreSQL variant; the others run in the embedded lane (SQLite).
 */
const REPO = resolve(import.meta.dirname, '../../..')
const SHIPPED = join(REPO, 'data')
const temps: string[] = []
const tempDir = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `gk-imports-${label}-`))
  temps.push(dir)
  return dir
}
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** The environment a data command gets here: this DATA_DIR, and SQLite there unless a DATABASE_URL is given. */
function commandEnv(dataDir: string, env: Record<string, string>): Record<string, string | undefined> {
  const inherited: Record<string, string | undefined> = { ...process.env }
  delete inherited.DATABASE_URL
  return { ...inherited, DATA_DIR: dataDir, ...env }
}

/**
 * Runs a data command as `npm run` does, in a process of its own: the exit code and everything it printed. Kept
 * for what only a process shows (the exit code, the log written on the way out); the other tests run the same
 * command in this process (`command`), as starting one costs seconds each.
 */
function spawnedImport(args: string[], dataDir: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/data/import.ts', ...args], {
    cwd: REPO,
    env: commandEnv(dataDir, {}),
    encoding: 'utf8',
  })
  return { status: run.status, out: `${run.stdout}${run.stderr}` }
}

/** Runs a data command here, through the same steps as its script (runImport or runRollback, then finishDataCommand). */
async function cli(script: 'import' | 'rollback', args: string[], dataDir: string, env: Record<string, string> = {}) {
  const lines: string[] = []
  const commandEnvironment = commandEnv(dataDir, env)
  const run = script === 'import' ? runImport : runRollback
  const print = (line: string) => lines.push(line)
  const status = await finishDataCommand(await run(args, { env: commandEnvironment }), commandEnvironment, { log: print, error: print })
  return { status, out: lines.join('\n') }
}

/**
 * The dataset part of a DATA_DIR (its versions and the pointer): the database beside it changes on every
 * command, which records itself in the security log.
 */
const datasetTree = (dataDir: string) => hashTree(join(dataDir, 'dataset'))

/** Every file and folder under `dir` with the sha256 of its bytes ({} when it does not exist). */
function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  const visit = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name)
      if (statSync(path).isDirectory()) {
        out[`${relative(dir, path)}/`] = 'dir'
        visit(path)
      } else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex')
    }
  }
  if (existsSync(dir)) visit(dir)
  return out
}
const shippedHash = hashTree(SHIPPED)

/**
 * Table files already found to match a manifest's sha256, by path, inode, size and modification time: a version's
 * files are written once and never again, so one that is rewritten or replaced is read and hashed afresh.
 */
const matched = new Set<string>()

/**
 * Reads the dataset a server would serve now, checking every table against its manifest; answers its version.
 * `recheck`: hash every table even if it was found whole before (the reader that runs beside an import).
 */
function readServedWhole(dataDir: string, shippedDir = SHIPPED, recheck = false): string {
  const { dir } = servedDataset(dataDir, shippedDir)
  const manifest = readManifest(dir)
  for (const t of manifest.tables) {
    const path = join(dir, t.file)
    const { ino, size, mtimeMs } = statSync(path)
    const seen = `${path} ${ino} ${size} ${mtimeMs} ${t.sha256}`
    if (!recheck && matched.has(seen)) continue
    const bytes = readFileSync(path)
    const text = t.file.endsWith('.gz') ? gunzipSync(bytes) : bytes
    if (createHash('sha256').update(text).digest('hex') !== t.sha256) throw new Error(`${dir}/${t.file} does not match manifest ${manifest.version}`)
    matched.add(seen)
  }
  return manifest.version
}

// Official files as the authority publishes them, made from the shipped dataset.
const names = new Map(readTableFile(SHIPPED, SCHOOLS).map((s) => [s.code, s.name]))
const toudang2025 = readTableFile(SHIPPED, TOUDANG).filter((r) => r.year === 2025)
const rank2025 = readTableFile(SHIPPED, RANK).filter((r) => r.year === 2025)

function toudangFile(dir: string, name: string, rows: Array<ToudangRow | string[]>): string {
  const header = '学校代号,学校名称,专业代号,专业名称,计划数,分数线,位次'
  const cells = rows.map((r) =>
    Array.isArray(r)
      ? r
      : [r.schoolCode, names.get(r.schoolCode) ?? '', r.majorCode, r.majorName, String(r.plan ?? ''), String(r.minScore ?? ''), String(r.minRank ?? '')],
  )
  const file = join(dir, name)
  writeFileSync(file, [header, ...cells.map((c) => c.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(','))].join('\n') + '\n')
  return file
}

function rankFile(dir: string, name: string, rows: Array<RankRow | string[]>): string {
  const cells = rows.map((r) => (Array.isArray(r) ? r : [`${r.score}${r.atOrAbove ? '以上' : ''}`, String(r.count), String(r.rank)]))
  const file = join(dir, name)
  writeFileSync(file, ['分数,人数,累计人数', ...cells.map((c) => c.join(','))].join('\n') + '\n')
  return file
}

/** The real 2025 投档线 with three 分数线 corrected and two programmes withdrawn: an ordinary correction. */
const corrected2025 = [...toudang2025.slice(0, 3).map((r) => ({ ...r, minScore: (r.minScore ?? 600) + 1 })), ...toudang2025.slice(3, -2)]
const twoRows = [toudang2025[0], toudang2025[1]]

const TIMEOUT = 240_000

describe.runIf(embedded)('data:import refuses what would destroy a year', () => {
  it(
    'refuses a 2-row 投档线 file for 2025 (exit 1, the loss printed), leaves the dataset and data/ byte-for-byte as they were, and logs the refusal',
    async () => {
      const dataDir = join(tempDir('two-rows'), 'var')
      const part = toudangFile(tempDir('files'), 'part.csv', twoRows)
      const run = spawnedImport([part, '--kind', 'toudang', '--year', '2025'], dataDir)
      expect(run.status).toBe(1)
      expect(run.out).toContain('投档线 2025: 行 17,890 → 2')
      expect(run.out).toContain('拒绝导入')
      expect(run.out).toContain('--replace-year')
      expect(run.out).not.toContain('已导入')
      expect(datasetTree(dataDir)).toEqual({})
      expect(hashTree(SHIPPED)).toEqual(shippedHash)
      // The refusal is in the security log of the configured database (SQLite under DATA_DIR here).
      const db = openDatabase({ kind: 'sqlite', file: join(dataDir, 'app.db') })
      try {
        const [entry] = await new KyselySecurityLog(db).read({})
        expect(entry).toMatchObject({ event: 'import' })
        expect(entry.detail).toMatch(/^data:import toudang 2025: refused shipped → shipped; .*part\.csv/)
      } finally {
        await db.destroy()
      }
    },
    TIMEOUT,
  )

  it(
    'refuses a 分数线 of abc and a 位次 of -5 with their line numbers instead of storing them as empty',
    async () => {
      const dataDir = join(tempDir('abc'), 'var')
      const [a, b] = toudang2025
      const file = toudangFile(tempDir('files'), '2027年一段投档线.csv', [
        { ...a, year: 2027 },
        [b.schoolCode, '浙江大学', b.majorCode, b.majorName, '10', 'abc', '4000'],
        [b.schoolCode, '浙江大学', '999', '新专业', '10', '650', '-5'],
      ])
      const run = await cli('import', [file, '--kind', 'toudang'], dataDir)
      expect(run.status).toBe(1)
      expect(run.out).toContain('第 3 行: 分数线「abc」不是 0–750 之间的整数')
      expect(run.out).toContain('第 4 行: 位次「-5」不是正整数')
      expect(run.out).toContain('未写入任何内容')
      expect(datasetTree(dataDir)).toEqual({})
    },
    TIMEOUT,
  )

  it(
    'refuses a partial 一分一段 file: cut short for 2025, a score missing in a new year, or scores that do not read',
    async () => {
      const dataDir = join(tempDir('rank'), 'var')
      const files = tempDir('files')
      const top = await cli(
        'import',
        [
          rankFile(
            files,
            'top.csv',
            rank2025.filter((r) => r.score >= 600),
          ),
          '--kind',
          'rank',
          '--year',
          '2025',
        ],
        dataDir,
      )
      expect(top.status).toBe(1)
      expect(top.out).toContain('一分一段 2025: 行 426 → 94')
      expect(top.out).toContain('拒绝导入')
      const gap = await cli(
        'import',
        [
          rankFile(
            files,
            'gap.csv',
            rank2025.filter((r) => r.score !== 650),
          ),
          '--kind',
          'rank',
          '--year',
          '2027',
        ],
        dataDir,
      )
      expect(gap.status).toBe(1)
      expect(gap.out).toMatch(/第 \d+ 行: 缺少分数 650 的行/)
      const text = await cli(
        'import',
        [
          rankFile(files, 'text.csv', [
            ['690分', '67', '513'],
            ['689', '70', '583'],
          ]),
          '--kind',
          'rank',
          '--year',
          '2027',
        ],
        dataDir,
      )
      expect(text.status).toBe(1)
      expect(text.out).toContain('第 2 行: 分数「690分」不是 0–750 之间的整数')
      expect(datasetTree(dataDir)).toEqual({})
    },
    TIMEOUT,
  )

  it(
    'refuses a 一分一段 table cut at its top or bottom that still adds up (issue 34), naming the missing scores; --allow-partial takes it and says so',
    async () => {
      const dataDir = join(tempDir('ends'), 'var')
      const files = tempDir('files')
      const byScore = [...rank2025].sort((a, b) => b.score - a.score)
      // A new year's table without its top 40 and bottom 226 scores: every row still adds up to the one above.
      const middle = byScore.slice(40, byScore.length - 226)
      const fresh = await cli(
        'import',
        [
          rankFile(
            files,
            'middle.csv',
            middle.map((r) => ({ ...r, year: 2027, atOrAbove: false })),
          ),
          '--kind',
          'rank',
          '--year',
          '2027',
        ],
        dataDir,
      )
      expect(fresh.status).toBe(1)
      expect(fresh.out).toContain('拒绝导入: 表不完整')
      expect(fresh.out).toContain(`缺少 ${middle[0].score + 1} 分及以上的行`)
      expect(fresh.out).toContain(`最低只到 ${middle[middle.length - 1].score} 分`)
      // 2025 as served, without its top 5 scores: 1 % of its rows, under the 5 % loss rule.
      const topless = byScore.slice(5).map((r) => ({ ...r, atOrAbove: false }))
      const file = rankFile(files, 'topless.csv', topless)
      const existing = await cli('import', [file, '--kind', 'rank', '--year', '2025'], dataDir)
      expect(existing.status).toBe(1)
      expect(existing.out).toContain(`缺少 ${topless[0].score + 1} 分及以上的行`)
      expect(datasetTree(dataDir)).toEqual({})
      const allowed = await cli('import', [file, '--kind', 'rank', '--year', '2025', '--allow-partial', '--dry-run'], dataDir)
      expect(allowed.status).toBe(0)
      expect(allowed.out).toContain('按 --allow-partial 导入不完整的表')
      expect(allowed.out).toContain('"allowPartial":true')
    },
    TIMEOUT,
  )

  it(
    'refuses a 投档线 cut at a line boundary (3.2 % of 2025 lost) and a 2-row new year, naming the schools; --allow-partial takes them',
    async () => {
      const dataDir = join(tempDir('cut'), 'var')
      const files = tempDir('files')
      const cut = toudang2025.slice(0, Math.round(toudang2025.length * 0.968))
      const lost = [...new Set(toudang2025.slice(cut.length).map((r) => r.schoolCode))]
      const cutRun = await cli('import', [toudangFile(files, 'cut.csv', cut), '--kind', 'toudang', '--year', '2025'], dataDir)
      expect(cutRun.status).toBe(1)
      expect(cutRun.out).toContain('拒绝导入: 表不完整')
      expect(cutRun.out).toContain(`涉及院校 ${lost.slice(0, 3).join('、')}`)
      const tiny = await cli(
        'import',
        [
          toudangFile(
            files,
            'tiny.csv',
            twoRows.map((r) => ({ ...r, year: 2027 })),
          ),
          '--kind',
          'toudang',
          '--year',
          '2027',
        ],
        dataDir,
      )
      expect(tiny.status).toBe(1)
      expect(tiny.out).toMatch(/只有 2 行，不到 2026 年 [\d,]+ 行的 90%/)
      expect(datasetTree(dataDir)).toEqual({})
      const allowed = await cli('import', [toudangFile(files, 'cut.csv', cut), '--kind', 'toudang', '--year', '2025', '--allow-partial', '--dry-run'], dataDir)
      expect(allowed.status).toBe(0)
      expect(allowed.out).toContain('"allowPartial":true')
    },
    TIMEOUT,
  )

  it(
    '--dry-run prints the comparison and writes nothing',
    async () => {
      const dataDir = join(tempDir('dry'), 'var')
      const file = toudangFile(tempDir('files'), 'corrected.csv', corrected2025)
      const run = await cli('import', [file, '--kind', 'toudang', '--year', '2025', '--dry-run'], dataDir)
      expect(run.status).toBe(0)
      expect(run.out).toContain('投档线 2025: 行 17,890 → 17,888（新增 0，删除 2（0.0%），变化 3）')
      expect(run.out).toContain('试运行（--dry-run）: 未写入任何内容')
      expect(run.out).toContain('"outcome":"dry-run"')
      expect(datasetTree(dataDir)).toEqual({})
    },
    TIMEOUT,
  )

  it(
    "writes DATA_DIR by default, never the repository's data/, which only an explicit --out names",
    async () => {
      const dataDir = join(tempDir('default'), 'var')
      const file = toudangFile(tempDir('files'), 'corrected.csv', corrected2025)
      const run = await cli('import', [file, '--kind', 'toudang', '--year', '2025', '--no-db'], dataDir)
      expect(run.status).toBe(0)
      expect(hashTree(SHIPPED)).toEqual(shippedHash)
      const served = servedDataset(dataDir)
      expect(served.dir.startsWith(join(dataDir, 'dataset', 'versions'))).toBe(true)
      const first = toudang2025[0]
      const now = readTableFile(served.dir, TOUDANG).find((r) => r.year === 2025 && r.schoolCode === first.schoolCode && r.majorCode === first.majorCode)
      expect(now?.minScore).toBe((first.minScore ?? 600) + 1)

      const folder = join(tempDir('out'), 'data')
      cpSync(SHIPPED, folder, { recursive: true })
      const out = await cli('import', [file, '--kind', 'toudang', '--year', '2025', '--out', folder], join(tempDir('unused'), 'var'))
      expect(out.status).toBe(0)
      expect(readManifest(folder).version).toBe(served.version)
      expect(hashTree(SHIPPED)).toEqual(shippedHash)
    },
    TIMEOUT,
  )

  it(
    '--replace-year replaces a year on purpose, and data:rollback restores the version before byte-for-byte',
    async () => {
      const dataDir = join(tempDir('rollback'), 'var')
      const files = tempDir('files')
      expect(
        (await cli('import', [toudangFile(files, 'corrected.csv', corrected2025), '--kind', 'toudang', '--year', '2025', '--no-db'], dataDir)).status,
      ).toBe(0)
      const a = servedDataset(dataDir)
      const aFiles = hashTree(a.dir)
      const aPointer = readFileSync(join(dataDir, 'dataset', 'current'), 'utf8')
      const all = datasetTree(dataDir)

      const part = toudangFile(files, 'part.csv', twoRows)
      expect((await cli('import', [part, '--kind', 'toudang', '--year', '2025', '--no-db'], dataDir)).status).toBe(1)
      expect(datasetTree(dataDir)).toEqual(all)

      const replaced = await cli('import', [part, '--kind', 'toudang', '--year', '2025', '--no-db', '--replace-year'], dataDir)
      expect(replaced.status).toBe(0)
      const b = servedDataset(dataDir)
      expect(readTableFile(b.dir, TOUDANG).filter((r) => r.year === 2025)).toHaveLength(2)

      const back = await cli('rollback', ['--no-db'], dataDir)
      expect(back.status).toBe(0)
      expect(back.out).toContain(`已回滚到 ${a.id}`)
      expect(back.out).toContain('"event":"data:rollback"')
      expect(servedDataset(dataDir).dir).toBe(a.dir)
      expect(hashTree(a.dir)).toEqual(aFiles)
      expect(readFileSync(join(dataDir, 'dataset', 'current'), 'utf8')).toBe(aPointer)
      // The version rolled back from is kept (so the rollback itself can be undone), nothing else changed.
      const kept = Object.entries(datasetTree(dataDir)).filter(([path]) => !path.includes(b.id))
      expect(Object.fromEntries(kept)).toEqual(all)

      expect((await cli('rollback', ['--no-db'], dataDir)).status).toBe(0)
      expect(servedDataset(dataDir).dir).toBe(SHIPPED)
      expect((await cli('rollback', ['--no-db'], dataDir)).status).toBe(1)
      expect((await cli('rollback', ['--to', b.id, '--no-db'], dataDir)).status).toBe(0)
      expect(servedDataset(dataDir).version).toBe(b.version)
    },
    TIMEOUT,
  )
})

describe.runIf(embedded)('a reader of the dataset during an import', () => {
  it(
    'sees the old version or the new one, whole, at every step of the publish, and the old one stays readable',
    async () => {
      const dataDir = join(tempDir('steps'), 'var')
      const file = toudangFile(tempDir('files'), 'corrected.csv', corrected2025)
      const old = readServedWhole(dataDir)
      const oldDir = servedDataset(dataDir).dir
      const seen: Array<[string, string]> = []
      const result = await runImport([file, '--kind', 'toudang', '--year', '2025', '--no-db'], {
        env: { DATA_DIR: dataDir },
        onStep: (step) => seen.push([step, readServedWhole(dataDir)]),
      })
      expect(result.exitCode).toBe(0)
      const fresh = readServedWhole(dataDir)
      expect(fresh).not.toBe(old)
      expect(seen).toEqual([
        ['version written', old],
        ['version in place', old],
        ['pointer swapped', fresh],
      ])
      expect(hashTree(oldDir)).toEqual(shippedHash)
    },
    TIMEOUT,
  )

  it(
    'in another process, reading all along, never finds a table that does not match its manifest',
    async () => {
      const dataDir = join(tempDir('concurrent'), 'var')
      const files = tempDir('files')
      expect(
        (await cli('import', [toudangFile(files, 'corrected.csv', corrected2025), '--kind', 'toudang', '--year', '2025', '--no-db'], dataDir)).status,
      ).toBe(0)
      const before = readServedWhole(dataDir)
      const file = rankFile(files, '2027.csv', rank2025)
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/data/import.ts', file, '--kind', 'rank', '--year', '2027', '--no-db'], {
        cwd: REPO,
        env: commandEnv(dataDir, {}),
        stdio: 'ignore',
      })
      const exited = new Promise<number | null>((done) => child.once('exit', done))
      let finished = false
      void exited.then(() => (finished = true))
      const versions = new Set<string>()
      // Whatever the interleaving, every read must be one whole version (readServedWhole throws otherwise).
      while (!finished) {
        versions.add(readServedWhole(dataDir, SHIPPED, true))
        await new Promise((r) => setImmediate(r))
      }
      expect(await exited).toBe(0)
      const after = readServedWhole(dataDir)
      expect(after).not.toBe(before)
      expect([...versions].every((v) => v === before || v === after)).toBe(true)
    },
    TIMEOUT,
  )
})

const pg = postgresUrl
const backends = [
  ...(embedded ? [{ name: 'SQLite', url: async (): Promise<string | null> => null }] : []),
  ...(pg ? [{ name: 'PostgreSQL', url: () => serverSchemaUrl(pg, 'imports') }] : []),
]

describe.each(backends)('a running server on $name', ({ url }) => {
  it(
    'swaps to an import and back on a rollback, keeps the import over a restart, and another server without it leaves it alone',
    async () => {
      const dataDir = join(tempDir('db'), 'var')
      const databaseUrl = await url()
      const env: Record<string, string> = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }
      const config = loadConfig(env)
      if (!config.ok) throw new Error(config.problems.join('; '))
      const db = openDatabase(config.config.database)
      try {
        // Start-up, as server/main.ts does it; then the reference data as composeDeps serves it.
        await migrateToLatest(db)
        await loadServedDataset(db, servedDataset(dataDir))
        const store = new KyselyReferenceData(db)
        const reference = new VersionedReferenceData({ version: () => store.version(), snapshot: () => readReferenceSnapshot(db) }, store, {
          checkEveryMs: 60_000,
        })
        const shipped = readManifest(SHIPPED).version
        expect(await reference.version()).toBe(shipped)

        const file = toudangFile(tempDir('files'), 'corrected.csv', corrected2025)
        const run = await cli('import', [file, '--kind', 'toudang', '--year', '2025'], dataDir, env)
        expect(run.status).toBe(0)
        expect(run.out).toContain('数据库参考数据已更新到')
        await reference.refresh()
        const imported = servedDataset(dataDir).version
        expect(await reference.version()).toBe(imported)
        const first = toudang2025[0]
        const cutoffs = await reference.cutoffsOfSchool(first.schoolCode)
        expect(cutoffs.find((c) => c.year === 2025 && c.majorCode === first.majorCode)?.minScore).toBe((first.minScore ?? 600) + 1)

        // A restart serves the import (it used to load data/ over it), and a server whose DATA_DIR has no
        // import (another machine on the same PostgreSQL) does not undo it.
        expect(await loadServedDataset(db, servedDataset(dataDir))).toMatchObject({ loaded: false, version: imported })
        const other = await loadServedDataset(db, servedDataset(join(tempDir('other'), 'var')))
        expect(other).toMatchObject({ loaded: false, kept: { version: imported } })
        expect(await store.version()).toBe(imported)

        expect((await cli('rollback', [], dataDir, env)).status).toBe(0)
        await reference.refresh()
        expect(await reference.version()).toBe(shipped)
      } finally {
        await db.destroy()
      }
    },
    TIMEOUT,
  )
})

describe.runIf(embedded)('a release whose data/ differs from the one an import was made on', () => {
  it(
    'keeps serving the import and says so, naming both versions, until --rebase applies the import to the new release',
    async () => {
      const dataDir = join(tempDir('release'), 'var')
      const env = { DATA_DIR: dataDir }
      const release1 = join(tempDir('release1'), 'data')
      cpSync(SHIPPED, release1, { recursive: true })
      const file = toudangFile(tempDir('files'), 'corrected.csv', corrected2025)
      expect((await runImport([file, '--kind', 'toudang', '--year', '2025', '--no-db'], { env, shippedDir: release1 })).exitCode).toBe(0)
      const imported = servedDataset(dataDir, release1)

      // The next release corrects a 2024 row.
      const release2 = join(tempDir('release2'), 'data')
      const ds = readFullDataset(release1)
      const fixed = ds.toudang.findIndex((r) => r.year === 2024)
      ds.toudang[fixed] = { ...ds.toudang[fixed], minScore: 700 }
      const newer = writeDataset(release2, ds).version

      const served = servedDataset(dataDir, release2)
      expect(served).toMatchObject({ id: imported.id, version: imported.version, olderRelease: true })
      expect(served.notice).toContain(newer)
      expect(served.notice).toContain(imported.version)
      expect(served.notice).toContain(readManifest(release1).version)
      expect(served.notice).toContain('npm run data:import -- --rebase')

      const rebase = await runImport(['--rebase', '--no-db'], { env, shippedDir: release2 })
      expect(rebase.exitCode).toBe(0)
      const after = servedDataset(dataDir, release2)
      expect(after.olderRelease).toBe(false)
      const rows = readTableFile(after.dir, TOUDANG)
      expect(rows[fixed].minScore).toBe(700)
      const first = toudang2025[0]
      expect(rows.find((r) => r.year === 2025 && r.schoolCode === first.schoolCode && r.majorCode === first.majorCode)?.minScore).toBe(
        (first.minScore ?? 600) + 1,
      )
    },
    TIMEOUT,
  )
})

describe.runIf(embedded)('a server started on a DATA_DIR with an imported version', () => {
  it('refuses to start when DATA_DIR names a version that is not there, instead of serving data/ silently', () => {
    const dataDir = join(tempDir('dangling'), 'var')
    mkdirSync(join(dataDir, 'dataset'), { recursive: true })
    writeFileSync(join(dataDir, 'dataset', 'current'), '20270101-000000-deadbeefdeadbeef\n')
    expect(() => servedDataset(dataDir)).toThrow(/版本 20270101-000000-deadbeefdeadbeef 不存在.*data:rollback -- --list/)
  })

  it(
    'serves that version and says which at start',
    async () => {
      const dataDir = join(tempDir('start'), 'var')
      expect((await cli('import', [rankFile(tempDir('files'), '2027.csv', rank2025), '--kind', 'rank', '--year', '2027', '--no-db'], dataDir)).status).toBe(0)
      const server = launchServerProcess({ DATA_DIR: dataDir }, Promise.resolve(8151))
      try {
        await server.ready(180_000)
        expect(server.output()).toContain(`数据集: 使用 DATA_DIR 中导入的版本 ${servedDataset(dataDir).id}`)
        const answer = await send(server, scoreRank, { year: '2027', score: '690' })
        expect(answer.data).toEqual({ score: 690, count: 67, rank: 513 })
      } finally {
        await server.kill()
      }
    },
    TIMEOUT,
  )
})
