// The clock lives at the API boundary (src/api/portalActivity.ts): answered portal calls restart it.
export { lastSessionActivity } from '../../api/portalActivity';
