/** In-memory session store with idle and absolute time-out. */
import { randomBytes } from 'node:crypto';

/**
 * @param {{ idleSeconds: number, absoluteSeconds: number, now: () => number }} opts
 */
export function createSessionStore({ idleSeconds, absoluteSeconds, now }) {
  /** @type {Map<string, { id: string, username: string, createdAt: number, lastSeen: number, kampagnendaten: object|null }>} */
  const sessions = new Map();
  const expired = (s, t) => t - s.lastSeen > idleSeconds * 1000 || t - s.createdAt > absoluteSeconds * 1000;
  let created = 0;
  return {
    idleSeconds,
    create(username) {
      const id = randomBytes(32).toString('base64url');
      const t = now();
      // sessions that are never touched again (a client that logs in and goes) are swept now and then, so that
      // memory stays flat under a stream of logins
      created += 1;
      if (created % 1000 === 0) for (const [key, old] of sessions) if (expired(old, t)) sessions.delete(key);
      const s = { id, username, createdAt: t, lastSeen: t, kampagnendaten: null };
      sessions.set(id, s);
      return s;
    },
    /** Valid session for the id (refreshes the idle timer) or null; expired ones are removed. */
    touch(id, refresh = true) {
      if (!id) return null;
      const s = sessions.get(id);
      if (!s) return null;
      const t = now();
      if (expired(s, t)) {
        sessions.delete(id);
        return null;
      }
      if (refresh) s.lastSeen = t;
      return s;
    },
    destroy(id) {
      sessions.delete(id);
    },
    /** The live sessions of one user (the device list). */
    list(username) {
      const t = now();
      return [...sessions.values()].filter((s) => s.username === username && !expired(s, t));
    },
    /** Expires all sessions, or those of one user. Returns how many. */
    expire(username) {
      let n = 0;
      for (const [id, s] of sessions) {
        if (!username || s.username === username) {
          sessions.delete(id);
          n++;
        }
      }
      return n;
    },
    clear() {
      sessions.clear();
    },
    get size() {
      return sessions.size;
    },
  };
}
