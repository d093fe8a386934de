import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The picker (x-date-pickers + the date-fns locale) must stay out of every page that merely imports the
 * form kit: bundle DateField with code splitting and look at what loads together with its entry chunk.
 * esbuild runs in a child process because its JS API refuses jsdom's TextEncoder.
 */
type Metafile = {
  outputs: Record<
    string,
    { entryPoint?: string; inputs: Record<string, unknown>; imports: Array<{ path: string; kind: string }> }
  >;
};

function bundleMetafile(entry: string): Metafile {
  const script = `
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [${JSON.stringify(entry)}], bundle: true, splitting: true, format: 'esm', write: false,
      outdir: '/tmp/datefield-chunk-check', metafile: true, logLevel: 'silent', jsx: 'automatic',
    });
    process.stdout.write(JSON.stringify(result.metafile));`;
  const root = path.resolve(__dirname, '../../..');
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.toString()) as Metafile;
}

it('DateField loads the picker and the date-fns locale only through the lazy chunk', () => {
  const { outputs } = bundleMetafile(path.resolve(__dirname, 'DateField.tsx'));
  const entryFile = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith('DateField.tsx'))!;
  // What loads with the entry: its own inputs plus those of every chunk it imports statically.
  const visited = new Set<string>();
  const inputs: string[] = [];
  const collect = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    inputs.push(...Object.keys(outputs[file].inputs));
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement') collect(imp.path);
  };
  collect(entryFile);
  expect(inputs.some((f) => f.endsWith('DateField.tsx'))).toBe(true);
  expect(inputs.some((f) => f.includes('@mui/x-date-pickers'))).toBe(false);
  expect(inputs.some((f) => f.includes('date-fns/locale'))).toBe(false);
  expect(inputs.some((f) => f.includes('DatePickerField'))).toBe(false);
  // and the lazy chunk does hold them together
  const allInputs = Object.values(outputs).flatMap((o) => Object.keys(o.inputs));
  expect(allInputs.some((f) => f.includes('@mui/x-date-pickers/DatePicker'))).toBe(true);
  expect(allInputs.some((f) => f.includes('date-fns/locale/de'))).toBe(true);
}, 30_000);
