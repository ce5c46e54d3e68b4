import { lazy, type ComponentType } from 'react'
import { notFoundInfo, paths, routeTable, type RouteInfo } from '@/core/navigation/routeTable'

/** A route of the table with the screen that shows it. */
export interface AppRoute extends RouteInfo {
  component: ComponentType<{ route: RouteInfo }>
}

const Building = lazy(() => import('./pages/BuildingPage'))

/** The screens of the routes that have one; every other route shows the under-construction page. */
const screens: Readonly<Record<string, ComponentType<{ route: RouteInfo }>>> = {
  [paths.login()]: lazy(() => import('./pages/LoginPage')),
  [paths.codeForm()]: lazy(() => import('./pages/CodeFormPage')),
  [paths.about()]: lazy(() => import('./pages/AboutPage')),
  [paths.expert()]: lazy(() => import('./pages/ExpertPage')),
  [paths.home()]: lazy(() => import('./pages/HomePage')),
  [paths.schools()]: lazy(() => import('./school/SchoolSearchPage')),
  [paths.majors()]: lazy(() => import('./school/MajorCatalogPage')),
  [paths.schoolDetail()]: lazy(() => import('./school/SchoolDetailPage')),
  [paths.majorDetail()]: lazy(() => import('./school/MajorDetailPage')),
  [paths.profile()]: lazy(() => import('./profile/PersonalInfoPage')),
  [paths.aiVolunteer()]: lazy(() => import('./volunteer/AiVolunteerPage')),
  [paths.aiResult()]: lazy(() => import('./volunteer/VolunteerListPage')),
  [paths.referralProgram()]: lazy(() => import('./volunteer/ReferralProgramPage')),
  [paths.intention()]: lazy(() => import('./volunteer/IntentionPage')),
  [paths.plans()]: lazy(() => import('./volunteer/PlansPage')),
  [paths.volunteerCheck()]: lazy(() => import('./volunteer/VolunteerCheckPage')),
  [paths.specialtySelectionTest()]: lazy(() => import('./assessment/SpecialtySelectionTestPage')),
  [paths.xkcp()]: lazy(() => import('./assessment/XkcpPage')),
  [paths.improveInformation()]: lazy(() => import('./profile/ImproveInformationPage')),
  [paths.paySandbox()]: lazy(() => import('./pay/SandboxPayPage')),
  [paths.payReturn()]: lazy(() => import('./pay/PayReturnPage')),
  [paths.sanYi()]: lazy(() => import('./sanyi/SanyiIndexPage')),
  [paths.sanYiPageList()]: lazy(() => import('./sanyi/SanyiPageListPage')),
  [paths.sanYiMine()]: lazy(() => import('./sanyi/SanyiMinePage')),
  [paths.superVipHello()]: lazy(() => import('./superVip/SuperVipHelloPage')),
  [paths.datavMain()]: lazy(() => import('./datav/DatavMainPage')),
  [paths.classRoom()]: lazy(() => import('./datav/ClassRoomPage')),
}

/** The route table of core/navigation with the screens attached. */
export const routes: readonly AppRoute[] = routeTable.map((info) => ({ ...info, component: screens[info.path] ?? Building }))

export const notFoundRoute: AppRoute = { ...notFoundInfo, component: lazy(() => import('./pages/NotFoundPage')) }

export function findRoute(path: string): AppRoute {
  return routes.find((candidate) => candidate.path === path) ?? notFoundRoute
}
