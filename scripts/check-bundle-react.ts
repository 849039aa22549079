/**
 * React DOM in the browser (runs in `npm test` with the bundle budget, on the journeys' build):
 * fails when vite.config.ts aliases `react` or `react-dom`, when a stand-in for React is a
 * dependency, when no built script is React DOM's client of the installed version, or when one
 * holds Preact. Usage: `node --import tsx scripts/check-bundle-react.ts dist/e2e-web`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveConfig } from 'vite';
import { holdsPreact, isReactDomClient, reactAliases, reactStandIns } from './bundle-react';

async function main(webRoot: string) {
  const config = await resolveConfig(
    { configFile: 'vite.config.ts', logLevel: 'error' },
    'build',
    'production',
  );
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Parameters<typeof reactStandIns>[0];
  const version = (
    JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')) as { version: string }
  ).version;
  const scripts = readdirSync(path.join(webRoot, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(path.join(webRoot, 'assets', name), 'utf8') }));
  const problems = [
    ...reactAliases(config.resolve.alias).map((alias) => `vite.config.ts aliases ${alias}`),
    ...reactStandIns(manifest).map((name) => `${name} is a dependency`),
    ...(scripts.some(({ code }) => isReactDomClient(code, version))
      ? []
      : [`no built script is React DOM ${version}'s client`]),
    ...scripts.filter(({ code }) => holdsPreact(code)).map(({ name }) => `assets/${name} holds Preact`),
  ];
  if (problems.length > 0) {
    console.error(`React check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `React check: React DOM ${version} in the build, no alias for react or react-dom, no stand-in.`,
    );
  }
}

await main(process.argv[2] ?? 'dist/web');
