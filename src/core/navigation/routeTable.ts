import type { AccessArea } from '../domain/access'

/** What a route is, apart from its screen (src/ui/routes.ts attaches the screens). */
export interface RouteInfo {
  path: string
  titleKey: `route.${string}`
  needLogin: boolean
  /** Home and the datav pages are kept alive (their view models live in the container). */
  keepAlive: boolean
  /** Reachable while the profile is incomplete. */
  profileException: boolean
  /** What the page will do, for pages still under construction. */
  descriptionKey?: `desc.${string}`
  /** The paid area of the page; the guard shows the buy prompt when it is missing. */
  access?: AccessArea
  /** Never kept as an open tab: the page only forwards (/login opens its dialog and moves on). */
  transient?: boolean
}

const schoolDetail = '/elseService/pickCollegiate/collegiateDetail'
const majorDetail = '/elseService/majorDetail'

/** Every path of the app, built in one place: links, redirects, view models and tests ask here. */
export const paths = {
  root: () => '/',
  login: () => '/login',
  codeForm: () => '/codeForm',
  about: () => '/about',
  expert: () => '/expertConsultation',
  home: () => '/home',
  schools: () => '/elseService/pickCollegiate',
  /** A school's page by its 院校代号 ("0001"); without one, the route itself. */
  schoolDetail: (id?: string) => (id === undefined ? schoolDetail : `${schoolDetail}?id=${id}`),
  majors: () => '/elseService/pickProfession',
  /** A major's page by its catalogue code ("080901"); without one, the route itself. */
  majorDetail: (code?: string) => (code === undefined ? majorDetail : `${majorDetail}?code=${code}`),
  profile: () => '/user/profile',
  superVipHello: () => '/superVipHello',
  aiVolunteer: () => '/intelligentVolunteer/aiVolunteer/index',
  aiResult: () => '/intelligentVolunteer/aiVolunteer/result/index',
  referralProgram: () => '/premierEdition/referralProgram',
  intention: () => '/premierEdition/intention',
  plans: () => '/premierEdition/plans',
  volunteerCheck: () => '/volunteerCheck',
  specialtySelectionTest: () => '/elseService/specialtySelectionTest',
  xkcp: () => '/elseService/xkcp',
  improveInformation: () => '/intelligentVolunteer/improveInformation/index',
  sanYi: () => '/sanYi/index',
  sanYiPageList: () => '/sanYi/pageList',
  sanYiMine: () => '/sanYi/mine',
  datav: () => '/datav',
  datavMain: () => '/datav/main',
  classRoom: () => '/datav/classRoomBehaviorAnalysis',
  /** The sandbox payment page of an order (what a QR code or the Alipay window opens when no real provider is set up). */
  paySandbox: (outTradeNo?: string) => (outTradeNo === undefined ? '/pay/sandbox' : `/pay/sandbox?no=${encodeURIComponent(outTradeNo)}`),
  /** Where Alipay sends the buyer back after paying. */
  payReturn: () => '/pay/return',
}

type Options = Partial<Pick<RouteInfo, 'needLogin' | 'keepAlive' | 'profileException' | 'descriptionKey' | 'access' | 'transient'>>

function route(path: string, titleKey: RouteInfo['titleKey'], options: Options = {}): RouteInfo {
  return { path, titleKey, needLogin: false, keepAlive: false, profileException: false, ...options }
}
const open = { profileException: true }
const needLogin = { needLogin: true }

/** THE route table: every route of the app. '/' and '/datav' are redirects (see redirects below). */
export const routeTable: readonly RouteInfo[] = [
  route(paths.login(), 'route.login', { ...open, transient: true }),
  route(paths.codeForm(), 'route.codeForm'),
  route(paths.about(), 'route.about'),
  route(paths.expert(), 'route.expertConsultation', open),
  route(paths.home(), 'route.home', { ...open, keepAlive: true }),
  route(paths.schools(), 'route.pickCollegiate', { ...open, descriptionKey: 'desc.pickCollegiate' }),
  route(paths.majors(), 'route.pickProfession', { ...open, descriptionKey: 'desc.pickProfession' }),
  route(paths.schoolDetail(), 'route.collegiateDetail', { ...open, descriptionKey: 'desc.collegiateDetail' }),
  route(paths.majorDetail(), 'route.majorDetail', { descriptionKey: 'desc.majorDetail' }),
  route(paths.profile(), 'route.profile', needLogin),
  route(paths.superVipHello(), 'route.superVipHello', { ...needLogin, descriptionKey: 'desc.superVipHello' }),
  route(paths.aiVolunteer(), 'route.aiVolunteer', { ...needLogin, access: 'ai', descriptionKey: 'desc.aiVolunteer' }),
  route(paths.aiResult(), 'route.aiVolunteerResult', { ...needLogin, access: 'ai', descriptionKey: 'desc.aiVolunteerResult' }),
  route(paths.referralProgram(), 'route.referralProgram', { ...needLogin, access: 'premier', descriptionKey: 'desc.referralProgram' }),
  route(paths.intention(), 'route.intention', { ...needLogin, access: 'premier', descriptionKey: 'desc.intention' }),
  route(paths.plans(), 'route.plans', { ...needLogin, access: 'premier', descriptionKey: 'desc.plans' }),
  route(paths.volunteerCheck(), 'route.volunteerCheck', { ...needLogin, access: 'check', descriptionKey: 'desc.volunteerCheck' }),
  route(paths.specialtySelectionTest(), 'route.specialtySelectionTest', { ...needLogin, ...open, descriptionKey: 'desc.specialtySelectionTest' }),
  route(paths.xkcp(), 'route.xkcp', { ...needLogin, ...open, descriptionKey: 'desc.xkcp' }),
  route(paths.improveInformation(), 'route.improveInformation', { ...needLogin, ...open }),
  route(paths.sanYi(), 'route.sanYi', { ...needLogin, ...open, descriptionKey: 'desc.sanYi' }),
  route(paths.sanYiPageList(), 'route.sanYiPageList', { ...needLogin, ...open, access: 'threeOne', descriptionKey: 'desc.sanYiPageList' }),
  route(paths.sanYiMine(), 'route.sanYiMine', { ...needLogin, descriptionKey: 'desc.sanYiMine' }),
  route(paths.datavMain(), 'route.datavMain', { keepAlive: true, descriptionKey: 'desc.datavMain' }),
  route(paths.classRoom(), 'route.classRoom', { keepAlive: true, descriptionKey: 'desc.classRoom' }),
  // The payment pages stand for a provider's pages: no sign-in, and reachable before the profile is complete.
  route(paths.paySandbox(), 'route.paySandbox', open),
  route(paths.payReturn(), 'route.payReturn', open),
]

/** Where a forwarding path goes: a fixed path, or the home path the menu tree names (known only at run time). */
export type RedirectTarget = { path: string } | 'menuHome'

/** Paths that only forward; '/' goes to the home path from the menu tree. */
export const redirects: Readonly<Record<string, RedirectTarget>> = { [paths.root()]: 'menuHome', [paths.datav()]: { path: paths.datavMain() } }

/** The catch-all not-found route (spec: /:pathMatch(.*)*). */
export const notFoundInfo: RouteInfo = route('*', 'route.notFound', open)

/**
 * Every page keeps a minimum width except the cooperation form, which is also a mobile page, and the payment
 * pages, which a phone opens from the payment QR code.
 */
export const NARROW_PATHS: readonly string[] = [paths.codeForm(), paths.paySandbox(), paths.payReturn()]
