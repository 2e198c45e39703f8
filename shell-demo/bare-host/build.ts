/**
 * Builds the bare host into dist/bare-host: one esbuild bundle (the federation runtime and the
 * page's script) and its page, with the runtime-config markers a static server rewrites.
 *   npx tsx shell-demo/bare-host/build.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { MANIFEST_PATH, pageRelative } from '../../dev-env/ports';
import { runtimeConfigScript } from '../../dev-env/runtime-config';

const outdir = path.resolve(__dirname, '../../dist/bare-host');

export async function buildBareHost(): Promise<string> {
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: [path.join(__dirname, 'bare-host.ts')],
    outfile: path.join(outdir, 'bare-host.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    logLevel: 'warning',
  });
  const config = runtimeConfigScript('__BARE_HOST_CONFIG__', {
    remoteManifestUrl: `${pageRelative.remote}${MANIFEST_PATH}`,
    apiBaseUrl: pageRelative.api,
  });
  writeFileSync(
    path.join(outdir, 'index.html'),
    `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>bare host · sport-info</title>
${config}
<script type="module" src="/bare-host.js"></script>
</head>
<body style="margin:0">
<p id="status" role="status" style="margin:0"></p>
<div id="sport-info"></div>
</body>
</html>
`,
  );
  return outdir;
}

if (require.main === module) void buildBareHost();
