/** A session: only the hash of the token is stored. */
export interface TokenRecord {
  tokenHash: string
  userId: number
  /** Sliding: moved forward as the session is used. */
  expiresAt: number
  /** Absolute: the session ends here however much it is used (SESSION_MAX_DAYS after sign-in). */
  endsAt: number
}

export interface TokenRepo {
  create(token: TokenRecord): Promise<void>
  find(tokenHash: string): Promise<TokenRecord | null>
  extend(tokenHash: string, expiresAt: number): Promise<void>
  delete(tokenHash: string): Promise<void>
  /** Ends every session of the user but the one kept (null: all); returns how many ended. */
  deleteForUser(userId: number, keepTokenHash?: string | null): Promise<number>
}
