import { parseArgs, type ParseArgsConfig } from 'node:util'
import { loadConfig } from '../../config'
import { KIND_LABEL } from './columns'
import { compareDatasets, formatChanges } from './compareDatasets'
import { withDatasetLock } from './datasetLock'
import { SHIPPED, datasetRoot, listVersions, readPointer, readVersionRecord, versionDir } from './datasetVersions'
import { describeImport } from './describeImport'
import { DATA_DIR } from './paths'
import { writePointer } from './publishVersion'
import { readDataset, readManifest } from './readDataset'
import { toDatabase, type DataCommandOptions, type DataCommandResult } from './runImport'
import { optionText } from '../optionText'

export const ROLLBACK_USAGE = `用法: npm run data:rollback [-- --to <版本>|shipped] [--dry-run] [--no-db]
      npm run data:rollback -- --list
  默认回到当前版本之前使用的版本（上一次导入之前的数据集）；--to 选择任何保留的版本，shipped 是随版本发布的 data/。
  只切换 DATA_DIR/dataset/current，不删除任何版本，所以回滚本身也可以用 --to 撤销。`

const ROLLBACK_OPTIONS = {
  to: { type: 'string' },
  list: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  'no-db': { type: 'boolean' },
} as const satisfies ParseArgsConfig['options']

/**
 * `npm run data:rollback`: serves again the version served before the current one (or the one named
 * with --to), by the same rename of DATA_DIR/dataset/current an import ends with; then loads it into the
 * database. The versions themselves are never changed, so the restored one is byte-for-byte what it was.
 */
export async function runRollback(argv: readonly string[], options: DataCommandOptions = {}): Promise<DataCommandResult> {
  // Not strict: this command names the wrong word itself, in Chinese, and a version that looks like a flag is "missing".
  const { values, tokens } = parseArgs({ args: [...argv], options: ROLLBACK_OPTIONS, strict: false, allowPositionals: true, tokens: true })
  const bad = tokens.find(
    (t) => t.kind !== 'option' || !Object.hasOwn(ROLLBACK_OPTIONS, t.name) || (ROLLBACK_OPTIONS[t.name as keyof typeof ROLLBACK_OPTIONS].type === 'boolean' && t.value !== undefined),
  )
  const to = optionText(values.to)
  if (bad !== undefined || (values.to !== undefined && (!to || to.startsWith('--'))))
    return { exitCode: 2, lines: [bad ? `不认识的参数 ${argv[bad.index]}` : '--to 需要一个版本', ROLLBACK_USAGE], summary: null }
  const env = options.env ?? process.env
  const config = loadConfig(env)
  if (!config.ok) return { exitCode: 2, lines: ['配置有问题:', ...config.problems.map((p) => `  ${p}`)], summary: null }
  const dataDir = config.config.dataDir
  if (values.list === true) return { exitCode: 0, lines: listing(dataDir, options.shippedDir ?? DATA_DIR), summary: null }
  try {
    return await rollback(dataDir, to, values['dry-run'] === true, values['no-db'] === true, { ...options, env })
  } catch (e) {
    return { exitCode: 1, lines: [`回滚失败: ${(e as Error).message}`], summary: null }
  }
}

async function rollback(dataDir: string, to: string | undefined, dryRun: boolean, noDb: boolean, options: DataCommandOptions): Promise<DataCommandResult> {
  const shippedDir = options.shippedDir ?? DATA_DIR
  const dirOf = (id: string) => (id === SHIPPED ? shippedDir : versionDir(dataDir, id))
  const currentId = readPointer(dataDir)
  const current = currentId === SHIPPED ? null : readVersionRecord(dataDir, currentId)
  const target = to ?? current?.previous
  if (!target)
    return {
      exitCode: 1,
      lines: [currentId === SHIPPED ? '当前使用随版本发布的 data/，没有可以回滚的导入。' : `当前版本 ${currentId} 不存在，请用 --to 选择一个版本（--list 列出）。`],
      summary: null,
    }
  if (target !== SHIPPED && !readVersionRecord(dataDir, target))
    return { exitCode: 1, lines: [`没有版本 ${target}。保留的版本:`, ...listing(dataDir, shippedDir)], summary: null }
  const before = { id: currentId, dataset: current?.dataset ?? (currentId === SHIPPED ? readManifest(shippedDir).version : '（缺失）') }
  const after = { id: target, dataset: readManifest(dirOf(target)).version }
  // The import being undone, named in the summary (kind, year and file of the version left).
  const undoing = { kind: current?.change.kind ?? null, year: current?.change.year ?? null, file: current?.change.file ?? null }
  const base = { event: 'data:rollback' as const, ...undoing, before, dryRun, target: datasetRoot(dataDir) }
  if (target === currentId) return { exitCode: 0, lines: [`已经在使用版本 ${target}，没有变化。`], summary: describeImport({ ...base, outcome: 'unchanged', changes: [], after }) }
  const changes = current || currentId === SHIPPED ? compareDatasets(readDataset(dirOf(currentId)), readDataset(dirOf(target))) : []
  const lines = [
    `回滚: ${currentId}（数据集 ${before.dataset}${current ? `，${undone(current.change)}` : ''}）→ ${target}（数据集 ${after.dataset}）`,
    ...formatChanges(changes, () => ''),
  ]
  if (dryRun) {
    lines.push('试运行（--dry-run）: 未切换。')
    return { exitCode: 0, lines, summary: describeImport({ ...base, outcome: 'dry-run', changes, after: before }) }
  }
  await withDatasetLock(dataDir, async () => {
    // Compared with `currentId` above: an import or rollback finishing meanwhile makes this one stop.
    if (readPointer(dataDir) !== currentId) throw new Error(`数据集在回滚期间被改变（现在是 ${readPointer(dataDir)}），请重新运行`)
    writePointer(dataDir, target)
  })
  lines.push(`已回滚到 ${target}；版本 ${currentId} 仍保留（npm run data:rollback -- --to ${currentId} 可恢复）。`)
  const db = await toDatabase(noDb, dataDir, options)
  return { exitCode: db.ok ? 0 : 1, lines: [...lines, ...db.lines], summary: describeImport({ ...base, outcome: 'written', changes, after }) }
}

const undone = (change: { kind: string | null; year: number | null; file: string | null }): string =>
  change.kind ? `导入的 ${KIND_LABEL[change.kind as keyof typeof KIND_LABEL]} ${change.year ?? ''} ${change.file ?? ''}`.trim() : '重新导入的版本'

/** The kept versions, oldest first, the served one marked. */
function listing(dataDir: string, shippedDir: string): string[] {
  const current = readPointer(dataDir)
  const mark = (id: string) => (id === current ? '* ' : '  ')
  return [
    `${mark(SHIPPED)}shipped  数据集 ${readManifest(shippedDir).version}  随版本发布的 data/`,
    ...listVersions(dataDir).map((v) => `${mark(v.id)}${v.id}  数据集 ${v.dataset}  ${v.createdAt}  ${undone(v.change)}  （之前: ${v.previous}）`),
  ]
}
