/** The session token (spec §9: session storage under one fixed key). */
export interface TokenStore {
  get(): string | null
  set(token: string): void
  clear(): void
}
export const TokenStore = Symbol('TokenStore')

/** Embeds the provider host and product suffix, as spec §9 describes. */
export const TOKEN_KEY = 'zjgk.zjzs.net-ai-token'
