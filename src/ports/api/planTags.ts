/** The school tags a plan search filters by: plain constants, so a screen can list them without the endpoints. */
export const PLAN_TAGS = ['985', '211', '双一流', '公办', '民办', '中外合作', '师范'] as const
export type PlanTagName = (typeof PLAN_TAGS)[number]
