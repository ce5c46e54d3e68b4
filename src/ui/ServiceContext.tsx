import { createContext, useContext, type ReactNode } from 'react'

/** What the UI needs from the container: look a service up by its token. Inversify's Container fits. */
export interface ServiceResolver {
  get<T>(token: symbol): T
}

/** A token that remembers the type of its service, so useService needs no type argument. */
export type Token<T> = symbol & { readonly __service?: T }

const ServiceContext = createContext<ServiceResolver | null>(null)

export function ServiceProvider({ services, children }: { services: ServiceResolver; children: ReactNode }) {
  return <ServiceContext.Provider value={services}>{children}</ServiceContext.Provider>
}

export function useService<T>(token: Token<T>): T {
  const services = useContext(ServiceContext)
  if (!services) throw new Error('useService needs a ServiceProvider above it')
  return services.get<T>(token)
}
