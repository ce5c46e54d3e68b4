/**
 * Full-page screenshots for people to review (tests/e2e/.artifacts) are taken only when asked for with
 * E2E_SHOTS=1: they are most of a journey's time on a 2-core machine and check nothing by themselves (the
 * overflow and clipping checks run either way).
 */
export const SHOTS_ON = process.env.E2E_SHOTS === '1'
