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
    /** Attempts counted for the key in its window. */
    count(key) {
      return live(key)?.count ?? 0;
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

/**
 * Failed guesses at one account (a user name, a customer number), counted so that strangers cannot lock the holder
 * out: per account from one client address, per address, and per account from all addresses together. The last
 * one only stops the addresses that failed on the account themselves: a distributed guesser runs out of tries,
 * while the holder with the right answer from any other address is never kept waiting.
 * @param {{ perAccount: number, perAddress: number, perAccountTotal: number, windowSeconds: number,
 *   maxKeys?: number, now: () => number }} o
 */
export function createGuessLimiter({ perAccount, perAddress, perAccountTotal, windowSeconds, maxKeys, now }) {
  const make = (max) => createLimiter({ max, windowSeconds, maxKeys, now });
  const pair = make(perAccount);
  const address = make(perAddress);
  const account = make(perAccountTotal);
  const key = (who, ip) => `${who}\u0000${ip}`;
  return {
    /** Seconds this address waits before its next guess at this account (0 = none). */
    retryAfter(who, ip) {
      const ownFailures = pair.count(key(who, ip)) > 0;
      return Math.max(pair.retryAfter(key(who, ip)), address.retryAfter(ip), ownFailures ? account.retryAfter(who) : 0);
    },
    fail(who, ip) {
      pair.hit(key(who, ip));
      address.hit(ip);
      account.hit(who);
    },
    /** The right answer clears this address's failures at the account (its other counts stay). */
    succeed(who, ip) {
      pair.forget(key(who, ip));
    },
    clear() {
      pair.clear();
      address.clear();
      account.clear();
    },
  };
}

export const THROTTLE_DEFAULTS = {
  /** failed logins per user name from one client address, per address, and per user name from all addresses */
  loginPerUser: 5,
  loginPerAddress: 30,
  loginPerUserTotal: 100,
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
    login: createGuessLimiter({
      perAccount: c.loginPerUser,
      perAddress: c.loginPerAddress,
      perAccountTotal: c.loginPerUserTotal,
      windowSeconds: c.windowSeconds,
      maxKeys: c.maxKeys,
      now,
    }),
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
 * Failed attempts of one call, counted as guesses at a customer (createGuessLimiter): per customer from one
 * client address, per address, and per customer from all addresses (default ten times the first; it stops only
 * addresses that failed on the customer). Null when throttling is off; /__test/reset clears them with the
 * other counters.
 * @param {{ opts: { throttle?: false | object }, throttles: null | { clear: () => void }, nowMs: () => number }} ctx
 * @param {{ perCustomer: number, perAddress: number, perCustomerTotal?: number }} max
 */
export function createFailureThrottle(ctx, max) {
  if (ctx.opts.throttle === false) return null;
  const limits = { ...(ctx.opts.throttle ?? {}) };
  const limiter = createGuessLimiter({
    perAccount: max.perCustomer,
    perAddress: max.perAddress,
    perAccountTotal: max.perCustomerTotal ?? max.perCustomer * 10,
    windowSeconds: limits.windowSeconds ?? 15 * 60,
    maxKeys: limits.maxKeys,
    now: ctx.nowMs,
  });
  if (ctx.throttles) {
    const clear = ctx.throttles.clear;
    ctx.throttles.clear = () => {
      clear();
      limiter.clear();
    };
  }
  return {
    /** Seconds this address waits before its next attempt for this customer (0 = none). */
    retryAfter: (customer, address) => limiter.retryAfter(customer, address),
    fail: (customer, address) => limiter.fail(customer, address),
    succeed: (customer, address) => limiter.succeed(customer, address),
  };
}
