import type { ProductCategory } from '../../api/types';

/** The contracts with „Kosten & Schutz“: telephony and internet (blocks, itemised bill), mobile (meter, roaming). */
export const hatKostenSchutz = (category: ProductCategory | string) =>
  category === 'dsl' || category === 'glasfaser' || category === 'mobilfunk';
