import { resolve } from 'node:path'
import type { Kind } from './columns'
import { ColumnMismatchError } from './parseOfficial'
import { importIntoDataset } from './importDataset'
import { dataDirFrom } from './paths'

// npm run data:import -- <file> [--kind toudang|rank|plan] [--year Y] [--out DATA_DIR]
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
  const { imp, manifest } = importIntoDataset(dataDirFrom(argv), resolve(file), { kind, year })
  console.log(`已导入 ${imp.kind} ${imp.year}: ${imp.rows} 行；数据集版本 ${manifest.version}`)
} catch (e) {
  console.error(e instanceof ColumnMismatchError ? e.message : `导入失败: ${(e as Error).message}`)
  process.exit(1)
}
