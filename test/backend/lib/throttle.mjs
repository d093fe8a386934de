/**
 * Attempt throttling (OWASP ASVS V6 "anti-automation"): fixed windows per key (a user name, a customer number,
 * a client address) in a Map of bounded size, so a flood of distinct keys cannot exhaust memory.
 */

/**
 * @param {{ max: number, windowSeconds: number, maxKeys?: number, now: () => number }} o
 */
export function createLimiter({ max, windowSeconds, maxKeys = 10000, now }) {
  /** @type {Map<string, { count: number, resetAt: number }>} insertion order = age */
  const entries = new Map();
  const live = (key) => {
    const e = entries.get(key);
    if (e && e.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    /** Seconds until the key may try again (0 = not blocked). */
    retryAfter(key) {
      const e = live(key);
      return e && e.count >= max ? Math.max(1, Math.ceil((e.resetAt - now()) / 1000)) : 0;
    },
    /** Counts one attempt for the key. */
    hit(key) {
      const e = live(key);
      if (e) {
        e.count += 1;
        return;
      }
      if (entries.size >= maxKeys) {
        // drop expired entries first, then the oldest ones
        for (const k of [...entries.keys()]) live(k);
        while (entries.size >= maxKeys) entries.delete(entries.keys().next().value);
      }
      entries.set(key, { count: 1, resetAt: now() + windowSeconds * 1000 });
    },
    forget(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export const THROTTLE_DEFAULTS = {
  /** failed logins per user name, and per client address, within the window */
  loginPerUser: 5,
  loginPerAddress: 30,
  /** password-reset requests per customer number and per address; invalid reset tokens per address */
  resetPerCustomer: 5,
  resetPerAddress: 20,
  windowSeconds: 15 * 60,
  maxKeys: 10000,
};

/**
 * The server's limiters. `config` false (or env THROTTLE=off) switches throttling off; an object overrides
 * THROTTLE_DEFAULTS.
 * @param {false | Partial<typeof THROTTLE_DEFAULTS>} config @param {() => number} now
 */
export function createThrottles(config, now) {
  if (config === false) return null;
  const c = { ...THROTTLE_DEFAULTS, ...(config ?? {}) };
  const make = (max) => createLimiter({ max, windowSeconds: c.windowSeconds, maxKeys: c.maxKeys, now });
  const all = {
    loginUser: make(c.loginPerUser),
    loginAddress: make(c.loginPerAddress),
    resetCustomer: make(c.resetPerCustomer),
    resetAddress: make(c.resetPerAddress),
  };
  return {
    ...all,
    clear() {
      for (const l of Object.values(all)) l.clear();
    },
  };
}

/** The German 429 answer with Retry-After. */
export function tooMany(reply, seconds, what) {
  const minutes = Math.ceil(seconds / 60);
  return reply
    .code(429)
    .header('Retry-After', String(seconds))
    .send({
      message: `Zu viele ${what}. Bitte warten Sie ${minutes === 1 ? 'eine Minute' : `${minutes} Minuten`} und versuchen Sie es dann erneut.`,
    });
}

/**
 * Failed attempts of one public call, counted per customer number and per client address (defaults 5 and 20
 * in the login window); null when throttling is off. /__test/reset clears them with the other counters.
 * @param {{ opts: { throttle?: false | object }, throttles: null | { clear: () => void }, nowMs: () => number }} ctx
 * @param {{ perCustomer: number, perAddress: number }} max
 */
export function createFailureThrottle(ctx, max) {
  if (ctx.opts.throttle === false) return null;
  const limits = { ...(ctx.opts.throttle ?? {}) };
  const make = (n) =>
    createLimiter({ max: n, windowSeconds: limits.windowSeconds ?? 15 * 60, maxKeys: limits.maxKeys, now: ctx.nowMs });
  const perCustomer = make(max.perCustomer);
  const perAddress = make(max.perAddress);
  if (ctx.throttles) {
    const clear = ctx.throttles.clear;
    ctx.throttles.clear = () => {
      clear();
      perCustomer.clear();
      perAddress.clear();
    };
  }
  return {
    /** Seconds to wait before the next attempt for this customer number or from this address (0 = none). */
    retryAfter: (customer, address) => Math.max(perCustomer.retryAfter(customer), perAddress.retryAfter(address)),
    fail(customer, address) {
      perCustomer.hit(customer);
      perAddress.hit(address);
    },
  };
}
