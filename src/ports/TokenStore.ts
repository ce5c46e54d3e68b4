/** The session token, in session storage under one fixed key. */
export interface TokenStore {
  get(): string | null
  set(token: string): void
  clear(): void
}
export const TokenStore = Symbol('TokenStore')

/** Embeds the provider host and product suffix. */
export const TOKEN_KEY = 'zjgk.zjzs.net-ai-token'
