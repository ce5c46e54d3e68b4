import type { Call } from '../shared/outcome'
import { planPageIn, type PlanPageDeps, type PlanQuery } from './planPageIn'

/**
 * page1: the recommended plans (read after a batch change and by the AI flow) stay open to the list's users;
 * it always answers the recommended set, so it is no back door to the 尊享版 search.
 */
export const recommendedPlanPage = (deps: PlanPageDeps, q: PlanQuery, call: Call) => planPageIn('list', deps, { ...q, isRecommend: 1 }, call)
