import type { ComponentType } from 'react'
import { paths, routeTable, type RouteInfo } from '@/core/navigation/routeTable'

/** Fetches a screen's module (its chunk and what that chunk imports). */
export type ScreenLoader = () => Promise<{ default: ComponentType<{ route: RouteInfo }> }>

/**
 * Where each routed screen's code is, and nothing else: no React, no app code, so the entry (src/main.tsx) can
 * start fetching the opened page's screen beside the app itself (src/ui/routes.ts wraps these in React.lazy).
 */
export const buildingScreen: ScreenLoader = () => import('./pages/BuildingPage')
export const notFoundScreen: ScreenLoader = () => import('./pages/NotFoundPage')

/** The screens of the routes that have one; every other route shows the under-construction page. */
export const screenLoaders: Readonly<Record<string, ScreenLoader>> = {
  [paths.login()]: () => import('./pages/LoginPage'),
  [paths.codeForm()]: () => import('./pages/CodeFormPage'),
  [paths.about()]: () => import('./pages/AboutPage'),
  [paths.expert()]: () => import('./pages/ExpertPage'),
  [paths.home()]: () => import('./pages/HomePage'),
  [paths.schools()]: () => import('./school/SchoolSearchPage'),
  [paths.majors()]: () => import('./school/MajorCatalogPage'),
  [paths.schoolDetail()]: () => import('./school/SchoolDetailPage'),
  [paths.majorDetail()]: () => import('./school/MajorDetailPage'),
  [paths.profile()]: () => import('./profile/PersonalInfoPage'),
  [paths.aiVolunteer()]: () => import('./volunteer/AiVolunteerPage'),
  [paths.aiResult()]: () => import('./volunteer/VolunteerListPage'),
  [paths.referralProgram()]: () => import('./volunteer/ReferralProgramPage'),
  [paths.intention()]: () => import('./volunteer/IntentionPage'),
  [paths.plans()]: () => import('./volunteer/PlansPage'),
  [paths.volunteerCheck()]: () => import('./volunteer/VolunteerCheckPage'),
  [paths.specialtySelectionTest()]: () => import('./assessment/SpecialtySelectionTestPage'),
  [paths.xkcp()]: () => import('./assessment/XkcpPage'),
  [paths.improveInformation()]: () => import('./profile/ImproveInformationPage'),
  [paths.paySandbox()]: () => import('./pay/SandboxPayPage'),
  [paths.payReturn()]: () => import('./pay/PayReturnPage'),
  [paths.sanYi()]: () => import('./sanyi/SanyiIndexPage'),
  [paths.sanYiPageList()]: () => import('./sanyi/SanyiPageListPage'),
  [paths.sanYiMine()]: () => import('./sanyi/SanyiMinePage'),
  [paths.superVipHello()]: () => import('./superVip/SuperVipHelloPage'),
  [paths.datavMain()]: () => import('./datav/DatavMainPage'),
  [paths.classRoom()]: () => import('./datav/ClassRoomPage'),
}

/** The loader of the screen `hash` (location.hash) opens: its own, the under-construction page's, or the not-found page's. */
export function screenLoaderFor(hash: string): ScreenLoader {
  const path = hash.replace(/^#/, '').split('?')[0] || paths.root()
  return screenLoaders[path] ?? (routeTable.some((route) => route.path === path) ? buildingScreen : notFoundScreen)
}

/**
 * Starts fetching the screen of the page being opened while the app itself loads: its chunk then arrives with
 * the app's instead of a round trip after it (on a phone's connection, 150 ms or more of the first paint).
 */
export function preloadScreen(hash: string): void {
  void screenLoaderFor(hash)().catch(() => undefined)
}
