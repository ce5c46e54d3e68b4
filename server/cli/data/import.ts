import { resolve } from 'node:path'
import type { Kind } from './columns'
import { ColumnMismatchError } from './parseOfficial'
import { importIntoDataset } from './importDataset'
import { dataDirFrom } from './paths'
import { loadIntoDatabase } from './loadIntoDatabase'

// npm run data:import -- <file> [--kind toudang|rank|plan] [--year Y] [--out DATA_DIR] [--no-db]
const argv = process.argv.slice(2)
const flag = (name: string) => {
  const at = argv.indexOf(name)
  return at >= 0 ? argv[at + 1] : undefined
}
const file = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'))
const kind = flag('--kind') as Kind | undefined
if (!file || (kind && !['toudang', 'rank', 'plan'].includes(kind))) {
  console.error('用法: npm run data:import -- <文件> [--kind toudang|rank|plan] [--year 年份]')
  process.exit(2)
}
try {
  const year = flag('--year') ? Number(flag('--year')) : undefined
  const dataDir = dataDirFrom(argv)
  const { imp, manifest } = importIntoDataset(dataDir, resolve(file), { kind, year })
  console.log(`已导入 ${imp.kind} ${imp.year}: ${imp.rows} 行；数据集版本 ${manifest.version}`)
  // Then the database the server uses (SQLite file under DATA_DIR or DATABASE_URL); --no-db skips it.
  if (!argv.includes('--no-db')) {
    const db = await loadIntoDatabase(dataDir)
    console.log(db.loaded ? `数据库参考数据已更新到 ${db.version}` : `数据库参考数据已是 ${db.version}，无需更新`)
  }
} catch (e) {
  console.error(e instanceof ColumnMismatchError ? e.message : `导入失败: ${(e as Error).message}`)
  process.exit(1)
}
