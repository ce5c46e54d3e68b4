import { lazy } from 'react'
import type { MessageKey } from './i18n/zh_CN'
import type { AppRoute } from './AppRoute'

export type { AppRoute }

const Home = lazy(() => import('./pages/HomePage'))
const About = lazy(() => import('./pages/AboutPage'))
const Expert = lazy(() => import('./pages/ExpertPage'))
const Login = lazy(() => import('./pages/LoginPage'))
const CodeForm = lazy(() => import('./pages/CodeFormPage'))
const Improve = lazy(() => import('./profile/ImproveInformationPage'))
const PersonalInfo = lazy(() => import('./profile/PersonalInfoPage'))
const SchoolSearch = lazy(() => import('./school/SchoolSearchPage'))
const SchoolDetail = lazy(() => import('./school/SchoolDetailPage'))
const MajorCatalog = lazy(() => import('./school/MajorCatalogPage'))
const MajorDetail = lazy(() => import('./school/MajorDetailPage'))
const Building = lazy(() => import('./pages/BuildingPage'))
const AiVolunteer = lazy(() => import('./volunteer/AiVolunteerPage'))
const AiResult = lazy(() => import('./volunteer/VolunteerListPage'))
const Referral = lazy(() => import('./volunteer/ReferralProgramPage'))
const Intention = lazy(() => import('./volunteer/IntentionPage'))
const Plans = lazy(() => import('./volunteer/PlansPage'))
const VolunteerCheck = lazy(() => import('./volunteer/VolunteerCheckPage'))
export const NotFound = lazy(() => import('./pages/NotFoundPage'))

type Options = Partial<Pick<AppRoute, 'needLogin' | 'keepAlive' | 'profileException' | 'descriptionKey' | 'access' | 'component'>>

function route(path: string, titleKey: MessageKey, options: Options = {}): AppRoute {
  return { path, titleKey, needLogin: false, keepAlive: false, profileException: false, component: Building, ...options }
}
const open = { profileException: true }
const needLogin = { needLogin: true }

/** THE route table: every route of spec §2. '/' and '/datav' are redirects (see redirects below). */
export const routes: readonly AppRoute[] = [
  route('/login', 'route.login', { ...open, component: Login }),
  route('/codeForm', 'route.codeForm', { component: CodeForm }),
  route('/about', 'route.about', { component: About }),
  route('/expertConsultation', 'route.expertConsultation', { ...open, component: Expert }),
  route('/home', 'route.home', { ...open, keepAlive: true, component: Home }),
  route('/elseService/pickCollegiate', 'route.pickCollegiate', { ...open, descriptionKey: 'desc.pickCollegiate', component: SchoolSearch }),
  route('/elseService/pickProfession', 'route.pickProfession', { ...open, descriptionKey: 'desc.pickProfession', component: MajorCatalog }),
  route('/elseService/pickCollegiate/collegiateDetail', 'route.collegiateDetail', { ...open, descriptionKey: 'desc.collegiateDetail', component: SchoolDetail }),
  route('/elseService/majorDetail', 'route.majorDetail', { descriptionKey: 'desc.majorDetail', component: MajorDetail }),
  route('/user/profile', 'route.profile', { ...needLogin, component: PersonalInfo }),
  route('/superVipHello', 'route.superVipHello', { ...needLogin, descriptionKey: 'desc.superVipHello' }),
  route('/intelligentVolunteer/aiVolunteer/index', 'route.aiVolunteer', { ...needLogin, access: 'ai', descriptionKey: 'desc.aiVolunteer', component: AiVolunteer }),
  route('/intelligentVolunteer/aiVolunteer/result/index', 'route.aiVolunteerResult', { ...needLogin, access: 'ai', descriptionKey: 'desc.aiVolunteerResult', component: AiResult }),
  route('/premierEdition/referralProgram', 'route.referralProgram', { ...needLogin, access: 'premier', descriptionKey: 'desc.referralProgram', component: Referral }),
  route('/premierEdition/intention', 'route.intention', { ...needLogin, access: 'premier', descriptionKey: 'desc.intention', component: Intention }),
  route('/premierEdition/plans', 'route.plans', { ...needLogin, access: 'premier', descriptionKey: 'desc.plans', component: Plans }),
  route('/volunteerCheck', 'route.volunteerCheck', { ...needLogin, access: 'check', descriptionKey: 'desc.volunteerCheck', component: VolunteerCheck }),
  route('/elseService/specialtySelectionTest', 'route.specialtySelectionTest', { ...needLogin, ...open, descriptionKey: 'desc.specialtySelectionTest' }),
  route('/elseService/xkcp', 'route.xkcp', { ...needLogin, ...open, descriptionKey: 'desc.xkcp' }),
  route('/intelligentVolunteer/improveInformation/index', 'route.improveInformation', { ...needLogin, ...open, component: Improve }),
  route('/sanYi/index', 'route.sanYi', { ...needLogin, ...open, descriptionKey: 'desc.sanYi' }),
  route('/sanYi/pageList', 'route.sanYiPageList', { ...needLogin, ...open, access: 'threeOne', descriptionKey: 'desc.sanYiPageList' }),
  route('/sanYi/mine', 'route.sanYiMine', { ...needLogin, descriptionKey: 'desc.sanYiMine' }),
  route('/datav/main', 'route.datavMain', { keepAlive: true, descriptionKey: 'desc.datavMain' }),
  route('/datav/classRoomBehaviorAnalysis', 'route.classRoom', { keepAlive: true, descriptionKey: 'desc.classRoom' }),
]

/** Paths that only forward; '/' goes to the home path from the menu tree (spec §2). */
export const redirects: Readonly<Record<string, string | 'home'>> = { '/': 'home', '/datav': '/datav/main' }

/** The catch-all not-found route (spec: /:pathMatch(.*)*). */
export const notFoundRoute: AppRoute = route('*', 'route.notFound', { ...open, component: NotFound })

export function findRoute(path: string): AppRoute {
  return routes.find((candidate) => candidate.path === path) ?? notFoundRoute
}

/** Spec §2: every page may be wide except the cooperation form, which is also the only mobile page. */
export const NARROW_PATHS = ['/codeForm']
