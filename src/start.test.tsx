/**
 * The start-up's pauses are explicit steps of start() and main.tsx's boot(), each kept by a real-browser A/B
 * (docs/performance.md, "Start-up techniques in a real browser"): this test fails when one is dropped or moved.
 */
const steps: string[] = [];

jest.mock('./lib/browserTasks', () => ({
  ...jest.requireActual('./lib/browserTasks'),
  yieldToVisiblePage: async () => {
    steps.push('pause');
  },
  // noted when it resolves: a boot that called it without waiting would start before
  afterFirstPaint: () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        steps.push('first paint');
        resolve();
      }, 0),
    ),
}));
jest.mock('./features/auth/startup', () => ({
  startApp: () => {
    steps.push('user load');
    return { type: 'test/userLoad' };
  },
}));
// its BroadcastChannel would keep jest's process alive; tab sync has tests of its own
jest.mock('./features/auth/tabSync', () => ({ connectTabSync: () => undefined }));
jest.mock('./app/router', () => ({
  createAppRouter: () => {
    steps.push('router');
    return {};
  },
  routerReady: async () => {
    steps.push('screens loaded');
  },
}));
jest.mock('react-dom/client', () => ({
  createRoot: () => ({
    render: () => {
      steps.push('render');
    },
  }),
  hydrateRoot: () => {
    steps.push('hydrate');
  },
}));

beforeEach(() => {
  steps.length = 0;
});

test('start(): store first, then the user load and the router, each after a pause of its own', async () => {
  const { start } = await import('./start');
  await start(document.createElement('div'));
  expect(steps).toEqual(['pause', 'user load', 'pause', 'router', 'screens loaded', 'render']);
});

test('boot (main.tsx): start-up files only after the first paint of what the HTML shows', async () => {
  jest.doMock('./start', () => ({
    start: async () => {
      steps.push('start');
    },
  }));
  document.body.innerHTML = '<div id="root"></div>';
  jest.isolateModules(() => {
    require('./main');
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(steps).toEqual(['first paint', 'start']);
});
