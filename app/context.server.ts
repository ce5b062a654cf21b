import { createContext, RouterContextProvider } from 'react-router';
import type { AppServices } from '#app/services.server.ts';

export const servicesContext = createContext<AppServices>();

export function createLoadContext(services: AppServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}
