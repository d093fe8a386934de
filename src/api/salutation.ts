/** Salutation and academic title as the portal and the order backend both use them (spec §5). */
export type Salutation = 'Frau' | 'Herr' | 'Firma';
export type Title = '' | 'Dr.' | 'Prof.';
