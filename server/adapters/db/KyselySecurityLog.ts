import type { Kysely } from 'kysely'
import type { SecurityEvent, SecurityLog, SecurityLogEntry, SecurityLogFilter } from '../../ports/SecurityLog'
import type { Database } from './schema'

export class KyselySecurityLog implements SecurityLog {
  constructor(private readonly db: Kysely<Database>) {}

  async append(entry: SecurityLogEntry): Promise<void> {
    await this.db
      .insertInto('security_log')
      .values({
        at: entry.at,
        event: entry.event,
        user_id: entry.userId,
        phone: entry.phone,
        ip: entry.ip,
        user_agent: entry.userAgent,
        detail: entry.detail,
      })
      .execute()
  }

  async read(filter: SecurityLogFilter): Promise<SecurityLogEntry[]> {
    let query = this.db.selectFrom('security_log').selectAll().orderBy('id', 'desc')
    if (filter.phone !== undefined) query = query.where('phone', '=', filter.phone)
    if (filter.since !== undefined) query = query.where('at', '>=', filter.since)
    if (filter.limit !== undefined) query = query.limit(filter.limit)
    const rows = await query.execute()
    return rows.map((row) => ({
      at: Number(row.at),
      event: row.event as SecurityEvent,
      userId: row.user_id === null ? null : Number(row.user_id),
      phone: row.phone,
      ip: row.ip,
      userAgent: row.user_agent,
      detail: row.detail,
    }))
  }

  async pruneBefore(before: number): Promise<number> {
    const result = await this.db.deleteFrom('security_log').where('at', '<', before).executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
