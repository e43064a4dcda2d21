import type { InitialConfig } from '@parvaz/domain/contracts/context';
import { createContext, useContext, type ReactNode } from 'react';

const AppConfigContext = createContext<InitialConfig | null>(null);

export function AppConfigProvider({
  config,
  children,
}: {
  config: InitialConfig;
  children: ReactNode;
}) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

/** The initial configuration; the start-up gate renders nothing below it before it has come. */
export function useAppConfig(): InitialConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig used outside AppConfigProvider');
  return config;
}

export function useTenant(): InitialConfig['tenant'] {
  return useAppConfig().tenant;
}
