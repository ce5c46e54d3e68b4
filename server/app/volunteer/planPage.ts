import type { Call } from '../shared/outcome'
import { planPageIn, type PlanPageDeps, type PlanQuery } from './planPageIn'

/** page / page2: the plan search itself belongs to the 尊享版 self-selection and plan pages: super vip. */
export const planPage = (deps: PlanPageDeps, q: PlanQuery, call: Call) => planPageIn('premier', deps, q, call)
