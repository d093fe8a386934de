/**
 * The web server's own addresses (deploy/hosting.mjs), as nginx answers them too:
 * GET /healthz: the health check.
 * POST /csp-report: browsers report Content-Security-Policy and Trusted Types violations here (report-uri and
 * the Reporting API's report-to, deploy/hosting.mjs). The stand-in logs them and keeps the last ones for the
 * tests (ctx.cspReports); a production host points the path at its own collector (docs/deployment.md).
 */
import { CACHE, CSP_REPORT_PATH, HEALTH_PATH } from '../../../deploy/hosting.mjs';

const KEEP = 50;

/**
 * The parsed reports, wrapped: a browser's report (the whole policy, long URLs) is no customer input, so the
 * field limits of lib/input.mjs, which skip class instances, do not apply to it.
 */
class Reports {
  constructor(list) {
    this.list = list;
  }
}
const TYPES = ['application/csp-report', 'application/reports+json'];

export async function hostingRoutes(app) {
  const ctx = app.ctx;
  app.get(HEALTH_PATH, (_req, reply) => reply.header('Cache-Control', CACHE.noStore).type('text/plain').send('ok\n'));
  ctx.cspReports = [];
  app.addContentTypeParser(TYPES, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    let parsed;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = null;
    }
    // report-uri sends one object, the Reporting API a list of them
    done(null, new Reports(Array.isArray(parsed) ? parsed : [parsed]));
  });
  app.post(CSP_REPORT_PATH, { bodyLimit: 64 * 1024 }, async (req, reply) => {
    const reports = (req.body instanceof Reports ? req.body.list : []).filter((r) => r && typeof r === 'object');
    for (const report of reports) {
      ctx.cspReports.push(report);
      req.log.warn({ cspReport: report }, 'CSP violation reported');
    }
    ctx.cspReports.splice(0, Math.max(0, ctx.cspReports.length - KEEP));
    return reply.code(204).send();
  });
}
