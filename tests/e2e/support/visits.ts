import { paths, routeTable } from '../../../src/core/navigation/routeTable'

/** One page a journey visits: where, a file-name part unique to it, and whether only a student may open it. */
export interface Visit {
  path: string
  name: string
  needLogin: boolean
}

/** 浙江大学's 院校代号 and 计算机科学与技术's catalogue code: pages with real data behind them. */
const ZJU = '0001'
const COMPUTER_SCIENCE = '080901'

/**
 * Every route of the route table (iterated, so a new route is covered by itself), and the pages the table only
 * names as a pattern: a school and a major with real ids (the routes alone show their search landings, not the
 * detail with its tables and charts), and the catch-all 404 behind an unknown path.
 */
export const VISITS: readonly Visit[] = [
  ...routeTable.map((route) => ({ path: route.path, name: route.titleKey.slice('route.'.length), needLogin: route.needLogin })),
  { path: paths.schoolDetail(ZJU), name: `collegiateDetail-${ZJU}`, needLogin: false },
  { path: paths.majorDetail(COMPUTER_SCIENCE), name: `majorDetail-${COMPUTER_SCIENCE}`, needLogin: false },
  { path: '/no-such-page', name: 'notFound', needLogin: false },
]
