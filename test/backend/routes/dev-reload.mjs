/**
 * Development only (npm run dev): /__dev/events is a server-sent event stream that tells the open portal
 * pages when esbuild has rebuilt (reload) or failed (the error text, shown in the page). test/backend/dev.mjs
 * writes the build status to .tmp/dev-status.json; this module watches that file. Same origin as the portal, so
 * the CSP (connect-src 'self') allows it.
 */
import { watch } from 'node:fs';
import path from 'node:path';
import { readFile } from 'node:fs/promises';

export function devReloadRoutes(statusFile) {
  return async function register(app) {
    const clients = new Set();
    let last = null;
    const publish = async () => {
      const text = await readFile(statusFile, 'utf8').catch(() => null);
      if (!text || text === last) return;
      last = text;
      for (const reply of clients) reply.raw.write(`data: ${text.replace(/\n/g, ' ')}\n\n`);
    };
    // the folder, not the file: the first build may write it after the server started
    const watcher = watch(path.dirname(statusFile), { persistent: false }, (_event, name) => {
      if (name === path.basename(statusFile)) void publish();
    });
    app.addHook('onClose', async () => {
      watcher.close();
      for (const reply of clients) reply.raw.end();
    });
    app.get('/__dev/events', (req, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      clients.add(reply);
      // the current status first, so the page knows which build it runs
      void readFile(statusFile, 'utf8').then(
        (text) => reply.raw.write(`data: ${text.replace(/\n/g, ' ')}\n\n`),
        () => reply.raw.write(': noch kein Build\n\n'),
      );
      req.raw.on('close', () => clients.delete(reply));
    });
  };
}
