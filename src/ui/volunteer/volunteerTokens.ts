import type { Token } from '../ServiceContext'
import type { AiVolunteerViewModel } from './AiVolunteerViewModel'
import type { PlanSearchViewModel } from './PlanSearchViewModel'
import type { ReminderViewModel } from './ReminderViewModel'
import type { VolunteerCheckViewModel } from './VolunteerCheckViewModel'
import type { VolunteerListViewModel } from './VolunteerListViewModel'

/** Tokens of the volunteer pages' view models (bound in src/composition/bindVolunteerViewModels.ts). */
export const VolunteerTokens = {
  list: Symbol('VolunteerListViewModel') as Token<VolunteerListViewModel>,
  aiForm: Symbol('AiVolunteerViewModel') as Token<AiVolunteerViewModel>,
  /** Two searches: the self-selection assistant and the plan tool keep their own filters. */
  referral: Symbol('ReferralPlanSearch') as Token<PlanSearchViewModel>,
  plans: Symbol('PlansToolSearch') as Token<PlanSearchViewModel>,
  check: Symbol('VolunteerCheckViewModel') as Token<VolunteerCheckViewModel>,
  reminder: Symbol('ReminderViewModel') as Token<ReminderViewModel>,
}
