/** Types of the stand-in's security state (security.mjs) for the portal's TypeScript tests. */
export const DEMO_TOTP_SECRET: string;
export function securityOf(customer: unknown): any;
