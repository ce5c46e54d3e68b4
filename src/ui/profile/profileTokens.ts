import type { Token } from '../ServiceContext'
import type { BatchChooserViewModel } from '../batch/BatchChooserViewModel'
import type { AccountViewModel } from './AccountViewModel'
import type { ProfileViewModel } from './ProfileViewModel'

/** Tokens of the profile and batch view models (kept apart from UiTokens so parallel work does not collide). */
export const ProfileTokens = {
  profile: Symbol('ProfileViewModel') as Token<ProfileViewModel>,
  account: Symbol('AccountViewModel') as Token<AccountViewModel>,
  batchChooser: Symbol('BatchChooserViewModel') as Token<BatchChooserViewModel>,
}
