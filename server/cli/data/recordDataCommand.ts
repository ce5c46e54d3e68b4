import { SystemClock } from '@/adapters/time/SystemClock'
import { KyselySecurityLog } from '../../adapters/db/KyselySecurityLog'
import { migrateToLatest } from '../../adapters/db/migrate'
import { openDatabase } from '../../adapters/db/openDatabase'
import { loadConfig } from '../../config'
import type { ImportSummary } from './describeImport'

/**
 * Appends an import or a rollback (written, refused or unchanged; a dry run changes nothing and is not
 * recorded) to the security log of the configured database. The data command has already done its work:
 * when the database cannot be reached, it says so and the command's own outcome stands.
 */
export async function recordDataCommand(summary: ImportSummary, env: Record<string, string | undefined> = process.env): Promise<string | null> {
  if (summary.outcome === 'dry-run') return null
  const loaded = loadConfig(env)
  if (!loaded.ok) return `安全日志未记录（配置有误: ${loaded.problems.join('; ')}）`
  const db = openDatabase(loaded.config.database)
  try {
    await migrateToLatest(db)
    const what = summary.event === 'data:import' ? `data:import ${summary.kind ?? ''} ${summary.year ?? ''}`.trim() : 'data:rollback'
    await new KyselySecurityLog(db).append({
      at: new SystemClock().now(),
      event: 'import',
      userId: null,
      phone: null,
      ip: null,
      userAgent: null,
      detail: `${what}: ${summary.outcome} ${summary.before.id} → ${summary.after.id}; rows +${summary.rows.added} −${summary.rows.removed} ~${summary.rows.changed}${summary.file ? `; file ${summary.file} (sha256 ${summary.fileSha256?.slice(0, 12) ?? '?'})` : ''}${summary.reason ? `; ${summary.reason}` : ''}`.slice(0, 1000),
    })
    return null
  } catch (error) {
    return `安全日志未记录（数据库不可用: ${(error as Error).message}）`
  } finally {
    await db.destroy()
  }
}
