import type { ComponentType } from 'react'
import { hashParts } from '@/core/navigation/hashParts'
import { paths, routeTable, type RouteInfo } from '@/core/navigation/routeTable'
import { rememberedLoader, type RememberedLoader } from './rememberedLoader'

type ScreenModule = { default: ComponentType<{ route: RouteInfo }> }

/** Fetches a screen's module (its chunk and what that chunk imports), once, and remembers it (lazyLoaded.tsx). */
export type ScreenLoader = RememberedLoader<ScreenModule>

const screen = (load: () => Promise<ScreenModule>): ScreenLoader => rememberedLoader(load)

/** The sign-in dialog (src/ui/layout/LazyDialogs.tsx), loaded when first opened. */
export const loginDialogLoader = rememberedLoader(() => import('./auth/LoginDialog'))

/**
 * Where each routed screen's code is, and nothing else: no React, no app code, so the entry (src/main.tsx) can
 * start fetching the opened page's screen beside the app itself (src/ui/routes.ts wraps these in lazyLoaded).
 */
export const buildingScreen = screen(() => import('./pages/BuildingPage'))
export const notFoundScreen = screen(() => import('./pages/NotFoundPage'))

/** The screens of the routes that have one; every other route shows the under-construction page. */
export const screenLoaders: Readonly<Record<string, ScreenLoader>> = {
  // The sign-in panel as the page, without the dialog frame (Headless UI's dialog): its captcha is the page's
  // largest paint, drawn with the shell.
  [paths.login()]: screen(() => import('./pages/LoginPage')),
  [paths.codeForm()]: screen(() => import('./pages/CodeFormPage')),
  [paths.about()]: screen(() => import('./pages/AboutPage')),
  [paths.expert()]: screen(() => import('./pages/ExpertPage')),
  [paths.home()]: screen(() => import('./pages/HomePage')),
  [paths.schools()]: screen(() => import('./school/SchoolSearchPage')),
  [paths.majors()]: screen(() => import('./school/MajorCatalogPage')),
  [paths.schoolDetail()]: screen(() => import('./school/SchoolDetailPage')),
  [paths.majorDetail()]: screen(() => import('./school/MajorDetailPage')),
  [paths.profile()]: screen(() => import('./profile/PersonalInfoPage')),
  [paths.aiVolunteer()]: screen(() => import('./volunteer/AiVolunteerPage')),
  [paths.aiResult()]: screen(() => import('./volunteer/VolunteerListPage')),
  [paths.referralProgram()]: screen(() => import('./volunteer/ReferralProgramPage')),
  [paths.intention()]: screen(() => import('./volunteer/IntentionPage')),
  [paths.plans()]: screen(() => import('./volunteer/PlansPage')),
  [paths.volunteerCheck()]: screen(() => import('./volunteer/VolunteerCheckPage')),
  [paths.specialtySelectionTest()]: screen(() => import('./assessment/SpecialtySelectionTestPage')),
  [paths.xkcp()]: screen(() => import('./assessment/XkcpPage')),
  [paths.improveInformation()]: screen(() => import('./profile/ImproveInformationPage')),
  [paths.paySandbox()]: screen(() => import('./pay/SandboxPayPage')),
  [paths.payReturn()]: screen(() => import('./pay/PayReturnPage')),
  [paths.sanYi()]: screen(() => import('./sanyi/SanyiIndexPage')),
  [paths.sanYiPageList()]: screen(() => import('./sanyi/SanyiPageListPage')),
  [paths.sanYiMine()]: screen(() => import('./sanyi/SanyiMinePage')),
  [paths.superVipHello()]: screen(() => import('./superVip/SuperVipHelloPage')),
  [paths.datavMain()]: screen(() => import('./datav/DatavMainPage')),
  [paths.classRoom()]: screen(() => import('./datav/ClassRoomPage')),
}

/** The loader of the screen `hash` (location.hash) opens: its own, the under-construction page's, or the not-found page's. */
export function screenLoaderFor(hash: string): ScreenLoader {
  const path = hashParts(hash).path || paths.root()
  return screenLoaders[path] ?? (routeTable.some((route) => route.path === path) ? buildingScreen : notFoundScreen)
}

/**
 * Starts fetching the screen of the page being opened while the app itself loads: its chunk then arrives with
 * the app's instead of a round trip after it (on a phone's connection, a round trip delays the first paint).
 */
export function preloadScreen(hash: string): void {
  void screenLoaderFor(hash)().catch(() => undefined)
}
