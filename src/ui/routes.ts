import type { ComponentType } from 'react'
import { notFoundInfo, routeTable, type RouteInfo } from '@/core/navigation/routeTable'
import { lazyLoaded } from './lazyLoaded'
import { buildingScreen, notFoundScreen, screenLoaders, type ScreenLoader } from './screenLoaders'

/** A route of the table with the screen that shows it. */
export interface AppRoute extends RouteInfo {
  component: ComponentType<{ route: RouteInfo }>
}

const screenOf = (load: ScreenLoader) => lazyLoaded(load, (module) => module.default)
const Building = screenOf(buildingScreen)
const screens = new Map(Object.entries(screenLoaders).map(([path, load]) => [path, screenOf(load)]))

/** The route table of core/navigation with the screens attached (src/ui/screenLoaders.ts says where each is). */
export const routes: readonly AppRoute[] = routeTable.map((info) => ({ ...info, component: screens.get(info.path) ?? Building }))

export const notFoundRoute: AppRoute = { ...notFoundInfo, component: screenOf(notFoundScreen) }

export function findRoute(path: string): AppRoute {
  return routes.find((candidate) => candidate.path === path) ?? notFoundRoute
}
