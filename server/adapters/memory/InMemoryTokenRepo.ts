import type { TokenRecord, TokenRepo } from '../../ports/TokenRepo'

export class InMemoryTokenRepo implements TokenRepo {
  private readonly rows = new Map<string, TokenRecord>()

  async create(token: TokenRecord): Promise<void> {
    this.rows.set(token.tokenHash, { ...token })
  }

  async find(tokenHash: string): Promise<TokenRecord | null> {
    const found = this.rows.get(tokenHash)
    return found ? { ...found } : null
  }

  async extend(tokenHash: string, expiresAt: number): Promise<void> {
    const found = this.rows.get(tokenHash)
    if (found) found.expiresAt = expiresAt
  }

  async delete(tokenHash: string): Promise<void> {
    this.rows.delete(tokenHash)
  }

  async deleteForUser(userId: number, keepTokenHash: string | null = null): Promise<number> {
    let ended = 0
    for (const [hash, row] of this.rows)
      if (row.userId === userId && hash !== keepTokenHash) {
        this.rows.delete(hash)
        ended++
      }
    return ended
  }
}
