import type { TokenStore } from '@/ports/TokenStore'

export class InMemoryTokenStore implements TokenStore {
  constructor(private token: string | null = null) {}
  get() {
    return this.token
  }
  set(token: string) {
    this.token = token
  }
  clear() {
    this.token = null
  }
}
