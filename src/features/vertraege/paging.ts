// the pager rule is shared by every long list (src/lib/paging.ts)
export { PAGE_SIZE, pageOf, type Page } from '../../lib/paging';
