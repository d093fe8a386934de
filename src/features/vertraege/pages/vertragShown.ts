import { createContext, useContext } from 'react';

/**
 * Set by VertragLayout: whether a contract's tab page shows the contract yet or still its frame. The layout
 * waits for the contract's running requests as well (banner, hidden tabs), so that neither pushes the page
 * down nor takes a tab away after the contract has been painted. Outside the layout: shown.
 */
export const VertragShownContext = createContext(true);

export const useVertragShown = (): boolean => useContext(VertragShownContext);
