import type { Token } from '../ServiceContext'
import type { SuperVipViewModel } from '../superVip/SuperVipViewModel'
import type { CooperationViewModel } from './CooperationViewModel'
import type { ExpertViewModel } from './ExpertViewModel'

/** Tokens of 专家咨询, 合作申请 and the 尊享版 greeting (bound in createContainer). */
export const ConsultTokens = {
  experts: Symbol('ExpertViewModel') as Token<ExpertViewModel>,
  cooperation: Symbol('CooperationViewModel') as Token<CooperationViewModel>,
  superVip: Symbol('SuperVipViewModel') as Token<SuperVipViewModel>,
}
