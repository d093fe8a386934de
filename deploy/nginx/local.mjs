/**
 * nginx with the shipped configuration (kundenportal-http.conf, kundenportal.conf) in front of a backend on this
 * machine: for `npm run start:nginx`, the e2e suite and the bench. Runs as any user: the main config, pid, logs
 * and temp folders live in a folder of .tmp/; only the upstreams differ from production (all point at `backend`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_PATH } from '../hosting.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
export const NGINX_BIN = process.env.NGINX_BIN ?? 'nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';
const UPSTREAMS = ['kundenportal_api', 'kundenportal_order_api', 'kundenportal_web', 'kundenportal_reports'];
/** The address the local nginx reaches the backend from: the backend trusts its X-Forwarded-For. */
export const LOCAL_PROXY = ['127.0.0.1'];
export const INSTALL_HINT = 'apt-get install -y nginx libnginx-mod-http-brotli-static';

/** Why nginx cannot run here (a German sentence), or null when it can. */
export function nginxMissing() {
  if (spawnSync(NGINX_BIN, ['-v']).error) return `nginx fehlt (${INSTALL_HINT}).`;
  if (!existsSync(BROTLI_MODULE)) return `Das Brotli-Modul für nginx fehlt (${INSTALL_HINT}).`;
  if (!existsSync(MIME_TYPES)) return `${MIME_TYPES} fehlt (Paket nginx-common).`;
  return null;
}

/** A free TCP port on 127.0.0.1 (asked of the system, then handed to nginx). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The main config of a local run: the shipped includes, upstreams at `backend`, every path inside `dir`. */
function mainConf({ dir, port, tlsPort, backend, testControl }) {
  const upstreams = UPSTREAMS.map((name) => `    upstream ${name} { server ${backend}; keepalive 16; }`).join('\n');
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `    ${t}_temp_path ${path.join(dir, 'temp', t)};`)
    .join('\n');
  // the stand-in's test control and the provider's web pages it stands in for (footer links, FAQ)
  const localOnly = [...(testControl ? ['/__test/'] : []), '/rechtliches/', '/service/']
    .map(
      (prefix) =>
        `        location ^~ ${prefix} { proxy_pass http://kundenportal_web; proxy_set_header Host $http_host; }`,
    )
    .join('\n');
  return `# Written by deploy/nginx/local.mjs for a local run; production uses deploy/nginx/nginx.conf.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 2;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
load_module ${BROTLI_MODULE};
events { worker_connections 1024; }
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    access_log off;
${temps}
${upstreams}
    include ${path.join(here, 'kundenportal-http.conf')};
    server {
        listen 127.0.0.1:${port};
${tlsPort ? tlsListen(dir, tlsPort) : ''}
        root ${path.join(dir, 'www')};
        location = / { return 302 ${PUBLIC_PATH}/; }
        include ${path.join(here, 'kundenportal.conf')};
${localOnly}
    }
}
`;
}

/**
 * HTTPS with HTTP/2 as the TLS proxy in front of production speaks it to browsers (docs/deployment.md): one
 * connection for all of a page's files instead of HTTP/1.1's six (the bench's network-latency lines).
 * A self-signed certificate for 127.0.0.1, made with openssl in the run's folder.
 */
function tlsListen(dir, tlsPort) {
  return `        listen 127.0.0.1:${tlsPort} ssl http2;
        ssl_certificate ${path.join(dir, 'tls.crt')};
        ssl_certificate_key ${path.join(dir, 'tls.key')};`;
}

function makeCertificate(dir) {
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'],
    ...['-keyout', path.join(dir, 'tls.key'), '-out', path.join(dir, 'tls.crt')],
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.error ?? made.stderr}`);
}

/**
 * Starts nginx on 127.0.0.1:`port` (default: a free one) in front of `backend` ("127.0.0.1:9000"), serving
 * `distDir` under PUBLIC_PATH, with `tls` also over HTTPS and HTTP/2 on another free port (`tlsOrigin`).
 * Resolves once it answers; `stop()` ends it and removes its folder.
 * @param {{ backend: string, port?: number, distDir?: string, testControl?: boolean, tls?: boolean }} options
 */
export async function startNginx({
  backend,
  port,
  distDir = path.join(repoRoot, 'dist'),
  testControl = false,
  tls = false,
}) {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const listenPort = port ?? (await freePort());
  const dir = path.join(repoRoot, '.tmp', 'nginx', `${process.pid}-${listenPort}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  await mkdir(path.join(dir, 'www'), { recursive: true });
  await symlink(path.resolve(distDir), path.join(dir, 'www', PUBLIC_PATH.slice(1)));
  const conf = path.join(dir, 'nginx.conf');
  // dist/ is reached through www/kundenportal, as production's root holds kundenportal/
  const tlsPort = tls ? await freePort() : undefined;
  if (tls) makeCertificate(dir);
  await writeFile(conf, mainConf({ dir, port: listenPort, tlsPort, backend, testControl }));
  const child = spawn(NGINX_BIN, ['-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // never outlive the process that started it (a test worker that ends without its clean-up)
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  exited.then(() => process.off('exit', killOnExit));
  const origin = `http://127.0.0.1:${listenPort}`;
  await waitUntilUp(`${origin}/healthz`, exited, () => stderr);
  let stopped;
  return {
    origin,
    tlsOrigin: tlsPort ? `https://127.0.0.1:${tlsPort}` : undefined,
    port: listenPort,
    process: child,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null) child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}

async function waitUntilUp(url, exited, stderr) {
  let done = false;
  exited.then(() => {
    done = true;
  });
  for (let i = 0; i < 200; i += 1) {
    if (done) throw new Error(`nginx ist nicht gestartet:\n${stderr()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`nginx antwortet nicht auf ${url}:\n${stderr()}`);
}
