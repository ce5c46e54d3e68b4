import type { ListPrefs } from '@/ports/api/aiMsg'

/** The saved target of the AI recommendation, one per user. */
export interface StoredAiTarget {
  major: string
  jsonList: string
  province: string
  maxTuition: number | null
  excludeSinoForeign: boolean
  /** Null for a target saved before preferences existed: it reads with the defaults. */
  prefs: ListPrefs | null
  updatedAt: number
}

export interface AiTargetRepo {
  get(userId: number): Promise<StoredAiTarget | null>
  save(userId: number, target: StoredAiTarget): Promise<void>
  remove(userId: number): Promise<void>
}
