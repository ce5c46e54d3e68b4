/** A consultant as the operator lists them (`npm run admin -- expert …`). */
export interface ExpertRecord {
  id: number
  name: string
  title: string
  years: number
  specialities: string[]
  bio: string
  /** When the expert takes calls, in the operator's words. */
  availability: string
  /** Takes new bookings now. */
  accepting: boolean
  /** Shown on the consultation page; a hidden expert keeps their past bookings. */
  visible: boolean
  /** Smaller first. */
  sort: number
  createdAt: number
  updatedAt: number
}

export type ExpertFields = Omit<ExpertRecord, 'id' | 'createdAt' | 'updatedAt'>

/** The experts; written only by operators, read by everyone. */
export interface ExpertRepo {
  add(fields: ExpertFields, at: number): Promise<ExpertRecord>
  /** Changes the given fields; null when there is no such expert. */
  update(id: number, changes: Partial<ExpertFields>, at: number): Promise<ExpertRecord | null>
  byId(id: number): Promise<ExpertRecord | null>
  /** Every expert, hidden ones too, by sort then id. */
  all(): Promise<ExpertRecord[]>
}
