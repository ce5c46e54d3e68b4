import type { Ids } from '@/ports/Ids'

export class BrowserIds implements Ids {
  uuid() {
    return globalThis.crypto.randomUUID()
  }
}
