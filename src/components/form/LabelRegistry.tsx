import { createContext, useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/** Fields register their label so the error summary can name them. */
type Registry = Map<string, string>;
const RegistryContext = createContext<Registry | null>(null);

export function LabelRegistryProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Registry>(new Map());
  return <RegistryContext.Provider value={ref.current}>{children}</RegistryContext.Provider>;
}

export function useRegisterLabel(name: string, label: string): void {
  const registry = useContext(RegistryContext);
  useEffect(() => {
    registry?.set(name, label);
    return () => {
      registry?.delete(name);
    };
  }, [registry, name, label]);
}

const EMPTY: Registry = new Map();

export function useLabels(): Registry {
  return useContext(RegistryContext) ?? EMPTY;
}
