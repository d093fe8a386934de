/** In-memory session store with idle and absolute time-out. */
import { randomBytes } from 'node:crypto';

/**
 * @param {{ idleSeconds: number, absoluteSeconds: number, now: () => number }} opts
 */
export function createSessionStore({ idleSeconds, absoluteSeconds, now }) {
  /** @type {Map<string, { id: string, username: string, createdAt: number, lastSeen: number, kampagnendaten: object|null }>} */
  const sessions = new Map();
  return {
    idleSeconds,
    create(username) {
      const id = randomBytes(32).toString('base64url');
      const t = now();
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
      if (t - s.lastSeen > idleSeconds * 1000 || t - s.createdAt > absoluteSeconds * 1000) {
        sessions.delete(id);
        return null;
      }
      if (refresh) s.lastSeen = t;
      return s;
    },
    destroy(id) {
      sessions.delete(id);
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
