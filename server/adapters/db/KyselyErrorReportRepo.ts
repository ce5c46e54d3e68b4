import type { Kysely } from 'kysely'
import type { ErrorReport, ErrorReportRepo } from '../../ports/ErrorReportRepo'
import type { Database } from './schema'

export class KyselyErrorReportRepo implements ErrorReportRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async add(report: ErrorReport): Promise<void> {
    await this.db
      .insertInto('error_reports')
      .values({ api_name: report.apiName, content: report.content, param: report.param, user_id: report.userId, created_at: report.createdAt })
      .execute()
  }

  async recent(limit: number): Promise<ErrorReport[]> {
    const rows = await this.db.selectFrom('error_reports').selectAll().orderBy('id', 'desc').limit(limit).execute()
    return rows.map((row) => ({
      apiName: row.api_name,
      content: row.content,
      param: row.param,
      userId: row.user_id === null ? null : Number(row.user_id),
      createdAt: Number(row.created_at),
    }))
  }
}
