import { TOKEN_KEY, type TokenStore } from '@/ports/TokenStore'

export class SessionStorageTokenStore implements TokenStore {
  constructor(private readonly storage: Storage = sessionStorage) {}
  get() {
    return this.storage.getItem(TOKEN_KEY)
  }
  set(token: string) {
    this.storage.setItem(TOKEN_KEY, token)
  }
  clear() {
    this.storage.removeItem(TOKEN_KEY)
  }
}
