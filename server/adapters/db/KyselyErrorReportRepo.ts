import type { Kysely } from 'kysely'
import type { ErrorReport, ErrorReportRepo, StoredErrorReport } from '../../ports/ErrorReportRepo'
import type { Database } from './schema'

export class KyselyErrorReportRepo implements ErrorReportRepo {
  constructor(private readonly db: Kysely<Database>) {}

  /** One statement (insert, or count on the fingerprint's unique index), so two processes never store one report twice. */
  async record(report: ErrorReport, fingerprint: string): Promise<void> {
    await this.db
      .insertInto('error_reports')
      .values({
        api_name: report.apiName,
        content: report.content,
        param: report.param,
        user_id: report.userId,
        created_at: report.createdAt,
        fingerprint,
        last_at: report.createdAt,
      })
      .onConflict((conflict) =>
        conflict.column('fingerprint').doUpdateSet((eb) => ({ count: eb('error_reports.count', '+', 1), last_at: report.createdAt, user_id: report.userId })),
      )
      .execute()
  }

  async recent(limit: number): Promise<StoredErrorReport[]> {
    const rows = await this.db.selectFrom('error_reports').selectAll().orderBy('last_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
    return rows.map((row) => ({
      apiName: row.api_name,
      content: row.content,
      param: row.param,
      userId: row.user_id === null ? null : Number(row.user_id),
      createdAt: Number(row.created_at),
      count: Number(row.count),
      lastAt: Number(row.last_at ?? row.created_at),
    }))
  }

  async prune(before: number, keep: number): Promise<number> {
    const old = await this.db.deleteFrom('error_reports').where('last_at', '<', before).executeTakeFirst()
    const newest = this.db.selectFrom('error_reports').select('id').orderBy('last_at', 'desc').orderBy('id', 'desc').limit(keep)
    const over = await this.db.deleteFrom('error_reports').where('id', 'not in', newest).executeTakeFirst()
    return Number(old.numDeletedRows) + Number(over.numDeletedRows)
  }
}
