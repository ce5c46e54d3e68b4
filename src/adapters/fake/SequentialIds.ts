import type { Ids } from '@/ports/Ids'

export class SequentialIds implements Ids {
  private next = 1
  uuid() {
    return `test-uuid-${String(this.next++).padStart(8, '0')}`
  }
}
