/** Flags that last one browser session (firstInVolunteer: '0' = the reminder was seen). */
export interface SessionFlags {
  get(key: SessionFlagKey): string | null
  set(key: SessionFlagKey, value: string): void
}
export const SessionFlags = Symbol('SessionFlags')

export type SessionFlagKey = 'firstInVolunteer'
