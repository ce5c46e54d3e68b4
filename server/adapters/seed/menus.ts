import type { MenuRow } from '../../ports/ContentRepo'

function menu(menuId: number, parentId: number, title: string, path: string, extra: Partial<MenuRow> = {}): MenuRow {
  return {
    menuId,
    parentId,
    title,
    icon: null,
    hide: 0,
    path,
    component: null,
    redirect: null,
    sortNumber: menuId,
    menuType: 0,
    authority: null,
    meta: { title },
    ...extra,
  }
}

/** The navigation menu as flat rows (parentId 0 = top level); the first leaf (/home) is the home path. */
export const menus: MenuRow[] = [
  menu(1, 0, '首页', '/home', { icon: 'home', component: '/home', meta: { title: '首页', keepAlive: true } }),
  menu(2, 0, '智能志愿', '/intelligentVolunteer', { icon: 'ai', redirect: '/intelligentVolunteer/aiVolunteer/index' }),
  menu(21, 2, 'AI志愿', '/intelligentVolunteer/aiVolunteer/index', { component: '/intelligentVolunteer/aiVolunteer' }),
  menu(22, 2, 'AI志愿结果', '/intelligentVolunteer/aiVolunteer/result/index', { component: '/intelligentVolunteer/aiVolunteer/result', hide: 1 }),
  menu(23, 2, '完善信息', '/intelligentVolunteer/improveInformation/index', { component: '/intelligentVolunteer/improveInformation', hide: 1 }),
  menu(3, 0, '尊享版', '/premierEdition', { icon: 'crown', redirect: '/premierEdition/referralProgram' }),
  menu(31, 3, '志愿自选助手', '/premierEdition/referralProgram', { component: '/premierEdition/referralProgram' }),
  menu(32, 3, '意向志愿', '/premierEdition/intention', { component: '/premierEdition/intention' }),
  menu(33, 3, '招生计划工具', '/premierEdition/plans', { component: '/premierEdition/plans' }),
  menu(4, 0, '志愿智能检查', '/volunteerCheck', { icon: 'check', component: '/volunteerCheck' }),
  menu(5, 0, '三位一体', '/sanYi', { icon: 'flag', redirect: '/sanYi/index' }),
  menu(51, 5, '三位一体', '/sanYi/index', { component: '/sanYi' }),
  menu(52, 5, '三位一体志愿参考', '/sanYi/pageList', { component: '/sanYi/pageList' }),
  menu(53, 5, '我的意向志愿', '/sanYi/mine', { component: '/sanYi/mine' }),
  menu(6, 0, '更多服务', '/elseService', { icon: 'apps', redirect: '/elseService/pickCollegiate' }),
  menu(61, 6, '一键查大学', '/elseService/pickCollegiate', { component: '/elseService/pickCollegiate' }),
  menu(62, 6, '一键查专业', '/elseService/pickProfession', { component: '/elseService/pickProfession' }),
  menu(63, 6, '专业选择测试', '/elseService/specialtySelectionTest', { component: '/elseService/specialtySelectionTest' }),
  menu(64, 6, '选科测评', '/elseService/xkcp', { component: '/elseService/xkcp' }),
  menu(7, 0, '专家咨询', '/expertConsultation', { icon: 'user', component: '/expertConsultation' }),
  menu(8, 0, '关于我们', '/about', { icon: 'info', component: '/about' }),
  menu(9, 0, '数据可视化', '/datav', { icon: 'chart', redirect: '/datav/main', hide: 1 }),
  menu(91, 9, '数据总览', '/datav/main', { component: '/datav/main', meta: { title: '数据总览', keepAlive: true } }),
  menu(92, 9, '课堂行为分析', '/datav/classRoomBehaviorAnalysis', {
    component: '/datav/classRoomBehaviorAnalysis',
    meta: { title: '课堂行为分析', keepAlive: true },
  }),
]
