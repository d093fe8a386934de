/**
 * Types of the stand-in's test helpers (helpers.mjs) for the portal's TypeScript tests that run against the
 * stand-in: with them, the type check reads these declarations instead of type-checking the stand-in's JS.
 */
export interface InjectResult {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  rawPayload: Buffer;
  body: string;
  json: () => any;
}
export interface TestApp {
  inject: (options: {
    method?: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
    from?: string;
  }) => Promise<InjectResult>;
  close: () => Promise<void>;
  ctx: any;
  port: number;
  server: any;
}
export interface Clock {
  (): number;
  advance: (seconds: number) => void;
}
export function makeClock(start?: number): Clock;
export function makeApp(options?: Record<string, unknown>): Promise<TestApp>;
export function login(app: TestApp, username?: string, password?: string): Promise<string>;
export function cookieOf(res: InjectResult, name: string): string;
export function api(
  app: TestApp,
  method: string,
  path: string,
  options?: { cookie?: string; body?: unknown; headers?: Record<string, string>; guard?: boolean; from?: string },
): Promise<{ status: number; json: any; res: InjectResult }>;
export function expect400(r: { status: number; json: any }): void;
export function hmacOf(id: string): string;
/** The order API body of a tariff change of customer dsl25 (1000001) for V-100001, with overrides. */
export function tariffChangeOrder(app: TestApp, overrides?: Record<string, unknown>): Record<string, unknown>;
