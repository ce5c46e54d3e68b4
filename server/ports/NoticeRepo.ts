/**
 * Whether a user has read the notice and agreement (isReadType). Every sign-in form requires ticking
 * them, so opening a session records it; a later version may ask again after they change.
 */
export interface NoticeRepo {
  markRead(userId: number, at: number): Promise<void>
  hasRead(userId: number): Promise<boolean>
}
