/**
 * Development build only (npm run dev, imported behind a NODE_ENV check that esbuild removes from the
 * production build): reloads the page after every successful rebuild and shows esbuild's error text over
 * the page while the build is broken. The stand-in backend streams the build status (/__dev/events).
 */
interface BuildStatus {
  ok: boolean;
  at: number;
  errors: string[];
}

const OVERLAY_ID = 'dev-build-error';

function showErrors(errors: string[]): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('pre');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alert');
    Object.assign(overlay.style, {
      position: 'fixed',
      inset: '0',
      margin: '0',
      padding: '24px',
      overflow: 'auto',
      zIndex: '99999',
      background: 'rgba(20, 0, 0, 0.92)',
      color: '#ffdede',
      font: '14px/1.5 monospace',
      whiteSpace: 'pre-wrap',
    });
    document.body.append(overlay);
  }
  // text only: compiler messages may contain markup from the source
  overlay.textContent = `Build fehlgeschlagen (esbuild):\n\n${errors.join('\n')}`;
}

export function startLiveReload(): void {
  let seen: number | null = null;
  const events = new EventSource('/__dev/events');
  events.onmessage = (event) => {
    const status = JSON.parse(event.data) as BuildStatus;
    if (!status.ok) showErrors(status.errors);
    else if (seen !== null && status.at !== seen) window.location.reload();
    else document.getElementById(OVERLAY_ID)?.remove();
    seen = status.at;
  };
}
