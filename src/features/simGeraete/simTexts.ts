import type { Sim } from './simSchemas';

/** The name of a SIM as the customer knows it: „eSIM – iPhone 15“, „SIM-Karte – iPad Air (MultiSIM)“. */
export function simName(sim: Sim, t: (key: string, options?: Record<string, unknown>) => string): string {
  const art = t(`liste.${sim.art}`) + (sim.multiSim ? ` (${t('liste.multiSim')})` : '');
  return sim.geraet ? t('liste.titel', { art, geraet: sim.geraet }) : t('liste.titelOhneGeraet', { art });
}
