/**
 * Holland's six interest types, as the O*NET Interest Profiler (U.S. Department of Labor, public domain)
 * measures them: Realistic, Investigative, Artistic, Social, Enterprising, Conventional. The order is the
 * hexagon's and breaks ties wherever types are ranked.
 */
export const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'] as const
export type RiasecType = (typeof RIASEC)[number]

/** One score per type, 0–100. */
export type RiasecScores = Record<RiasecType, number>

export const isRiasecType = (value: string): value is RiasecType => (RIASEC as readonly string[]).includes(value)
