import type { Navigator } from '@/ports/Navigator'

export class RecordingNavigator implements Navigator {
  readonly visits: string[] = []
  reloads = 0
  constructor(private path = '/') {}
  current() {
    return this.path
  }
  go(path: string) {
    this.path = path.split('?')[0]
    this.visits.push(path)
  }
  reload() {
    this.reloads += 1
  }
}
