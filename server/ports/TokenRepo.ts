/** A session: only the hash of the token is stored. */
export interface TokenRecord {
  tokenHash: string
  userId: number
  expiresAt: number
}

export interface TokenRepo {
  create(token: TokenRecord): Promise<void>
  find(tokenHash: string): Promise<TokenRecord | null>
  extend(tokenHash: string, expiresAt: number): Promise<void>
  delete(tokenHash: string): Promise<void>
  deleteForUser(userId: number): Promise<void>
}
