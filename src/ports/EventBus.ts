/** Application-wide events: requests to open the dialogs, session expiry, batch change and data version. */
export interface AppEvents {
  openLogin: { tab?: 'sms' | 'password'; redirect?: string; fromGuard?: boolean }
  openPayModal: { type?: number }
  openChooseBatch: Record<string, never>
  BatchChange: { batchId: number }
  sessionExpired: Record<string, never>
  dataVersionChanged: { from: number; to: number }
}
export type AppEventName = keyof AppEvents

export interface EventBus {
  emit<K extends AppEventName>(name: K, payload: AppEvents[K]): void
  /** Returns the unsubscribe function. */
  on<K extends AppEventName>(name: K, listener: (payload: AppEvents[K]) => void): () => void
}
export const EventBus = Symbol('EventBus')
