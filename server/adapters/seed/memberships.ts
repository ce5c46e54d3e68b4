import type { MembershipFields } from '../../ports/MembershipRepo'

/**
 * What the product sells at first start (operators change it with `npm run admin -- membership …`).
 * 三位一体 and the package that holds it are stored but not on sale (status '0') until the 三位一体 pages
 * exist; nothing is sold that the product cannot yet deliver.
 */
export const membershipSeed: MembershipFields[] = [
  {
    name: '尊享版会员',
    priceFen: 29800,
    type: 1,
    services: '1',
    checks: 0,
    validDays: 365,
    slogan: '自选助手 · 意向志愿表 · 招生计划查询 · 不限次智能审核',
    originalFen: null,
    style: 'primary',
    status: '1',
    sort: 10,
  },
  {
    name: '志愿审核 10次',
    priceFen: 4900,
    type: 1,
    services: '3',
    checks: 10,
    validDays: 365,
    slogan: '逐条审核志愿表：梯度、滑档风险、选考与身体条件',
    originalFen: null,
    style: null,
    status: '1',
    sort: 20,
  },
  {
    name: '三位一体服务',
    priceFen: 9900,
    type: 1,
    services: '5',
    checks: 0,
    validDays: 365,
    slogan: '三位一体院校、综合成绩测算与意向志愿',
    originalFen: null,
    style: null,
    status: '0',
    sort: 30,
  },
  {
    name: '审核畅用包 30次',
    priceFen: 9900,
    type: 2,
    services: '3',
    checks: 30,
    validDays: 365,
    slogan: '改一版审一版，适合反复调整志愿表的家庭',
    originalFen: 14700,
    style: 'hot',
    status: '1',
    sort: 40,
  },
  {
    name: '尊享版 + 三位一体',
    priceFen: 36800,
    type: 2,
    services: '1,5',
    checks: 0,
    validDays: 365,
    slogan: '统招与三位一体一起规划',
    originalFen: 39700,
    style: 'hot',
    status: '0',
    sort: 50,
  },
]
