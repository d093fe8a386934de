import { createAction } from '@reduxjs/toolkit';

/**
 * Events the API layer reports without knowing who answers them (src/api imports no feature): the
 * session feature ends the session on `portalUnauthorized` if one is open (spec §4, §8).
 */
export const portalUnauthorized = createAction<{ endpoint: string }>('api/portalUnauthorized');
