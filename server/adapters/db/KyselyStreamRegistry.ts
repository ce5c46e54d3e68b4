import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Clock } from '@/ports/Clock'
import type { StreamRegistry } from '../../ports/StreamRegistry'
import type { Database } from './schema'

/** How often a process with running answers reads whether one was stopped or replaced elsewhere. */
const WATCH_EVERY_MS = 250

interface Running {
  streamId: string
  controller: AbortController
  /** Its row is written: from then on a missing row means a newer stream replaced it and ended. */
  recorded: boolean
}

/**
 * Running answers shared by every server process on the database. Each user has one row naming their
 * current stream; the process writing it holds the AbortController. A stop or a newer question landing on
 * another process marks or replaces the row, and the writing process, which reads its users' rows every
 * WATCH_EVERY_MS while it has answers running, aborts. One query per tick covers all of a process's answers,
 * and none runs while there are none.
 */
export class KyselyStreamRegistry implements StreamRegistry {
  private readonly running = new Map<number, Running>()
  private timer: ReturnType<typeof setInterval> | null = null
  private watching = false

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly watchEveryMs = WATCH_EVERY_MS,
  ) {}

  async start(userId: number): Promise<AbortController> {
    this.running.get(userId)?.controller.abort()
    const streamId = randomUUID()
    const controller = new AbortController()
    const running: Running = { streamId, controller, recorded: false }
    this.running.set(userId, running)
    this.watch()
    await this.db
      .insertInto('chat_streams')
      .values({ user_id: userId, stream_id: streamId, stopped: 0, started_at: this.clock.now() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ stream_id: streamId, stopped: 0, started_at: this.clock.now() }))
      .execute()
    running.recorded = true
    return controller
  }

  async stop(userId: number): Promise<boolean> {
    const local = this.running.get(userId)
    if (local) {
      local.controller.abort()
      this.running.delete(userId)
    }
    const result = await this.db.updateTable('chat_streams').set({ stopped: 1 }).where('user_id', '=', userId).where('stopped', '=', 0).executeTakeFirst()
    return local !== undefined || Number(result.numUpdatedRows) > 0
  }

  async finish(userId: number, controller: AbortController): Promise<void> {
    const local = this.running.get(userId)
    if (local?.controller !== controller) return
    this.running.delete(userId)
    await this.db.deleteFrom('chat_streams').where('user_id', '=', userId).where('stream_id', '=', local.streamId).execute()
  }

  private watch(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.check(), this.watchEveryMs)
    // A watch never keeps the process alive on its own.
    this.timer.unref()
  }

  /** Aborts every local answer whose row was stopped, replaced by a newer stream or removed. */
  private async check(): Promise<void> {
    if (this.running.size === 0) {
      if (this.timer) clearInterval(this.timer)
      this.timer = null
      return
    }
    if (this.watching) return
    // Only answers whose row was written before this read are judged by it: a row read while a newer
    // answer's insert is still on its way would name the previous answer.
    const judged = [...this.running].filter(([, local]) => local.recorded)
    if (judged.length === 0) return
    this.watching = true
    try {
      const rows = await this.db
        .selectFrom('chat_streams')
        .select(['user_id', 'stream_id', 'stopped'])
        .where(
          'user_id',
          'in',
          judged.map(([userId]) => userId),
        )
        .execute()
      const current = new Map(rows.map((row) => [row.user_id, row]))
      for (const [userId, local] of judged) {
        // Replaced in this process while the read was on its way: the newer answer is judged next time.
        if (this.running.get(userId) !== local) continue
        const row = current.get(userId)
        if (row && row.stream_id === local.streamId && row.stopped === 0) continue
        local.controller.abort()
        this.running.delete(userId)
      }
    } catch {
      // The database is unreachable for a moment: the answers keep running, and the next tick looks again.
    } finally {
      this.watching = false
    }
  }
}
