import type { NoticeRepo } from '../../ports/NoticeRepo'

export class InMemoryNoticeRepo implements NoticeRepo {
  private readonly readAt = new Map<number, number>()
  async markRead(userId: number, at: number): Promise<void> {
    // The first reading is what counts; later sign-ins do not move it.
    if (!this.readAt.has(userId)) this.readAt.set(userId, at)
  }
  async hasRead(userId: number): Promise<boolean> {
    return this.readAt.has(userId)
  }
}
