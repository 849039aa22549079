import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { seedDemo } from './demo/seed-demo';
import { startServer } from './server';
import { RENDER_WORKER_FILE, SERVER_RENDERER_FILE } from '../shared/web-build';

const root = process.cwd();
const webRoot = path.join(root, 'dist', 'web');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Builds the web app when the build is missing or older than its sources. */
async function ensureWebBuild(config: Config) {
  const built = path.join(webRoot, 'index.html');
  if (config.skipWebBuild && existsSync(built)) return;
  const sources = [
    'src/web',
    'src/shared',
    'index.html',
    'vite.config.ts',
    'scripts/i18n-namespaces.ts',
    'scripts/precompress.ts',
    'scripts/route-pages.ts',
    'scripts/prerender.ts',
    'scripts/prerender',
    'scripts/server-renderer.ts',
    'public',
  ].map((p) => path.join(root, p));
  const sourceTime = Math.max(...sources.map(newestMtime));
  // A build from before the server rendered signed-in screens (decisions 0046, 0047) is built again.
  const complete =
    existsSync(built) &&
    [SERVER_RENDERER_FILE, RENDER_WORKER_FILE].every((file) => existsSync(path.join(webRoot, file)));
  if (complete && statSync(built).mtimeMs >= sourceTime) return;
  console.log('Construyendo la aplicación web…');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = Date.now();
  // In development Vite serves the web app with hot reload and proxies /api here.
  const serveWebApp = config.env !== 'development';
  if (serveWebApp) await ensureWebBuild(config);
  // A signal while the server starts (its port answers before the jobs and the change listener
  // are up) is kept, and the server stops gracefully once it has started: Node's default ended
  // the process at once, cutting a request under way and every realtime socket.
  let signalled: string | undefined;
  for (const signal of SIGNALS) process.on(signal, () => void (signalled ??= signal));
  const server = await startServer(config, serveWebApp ? { webRoot } : {});

  console.log(
    `\nWebsy Portal listo en ${serveWebApp ? server.url : 'http://localhost:5173 (Vite)'}  (${Date.now() - started} ms)`,
  );
  console.log(
    `Base de datos: ${server.embedded ? `PostgreSQL embebido en ${path.join(config.dataDir, 'pg')}` : 'DATABASE_URL'}`,
  );
  if (server.owner?.created) {
    console.log(`\nAdministrador creado: ${server.owner.email}`);
    console.log(
      server.owner.generatedPassword
        ? `Contraseña (se muestra solo esta vez): ${server.owner.generatedPassword}`
        : 'Contraseña: la de OWNER_PASSWORD',
    );
  } else if (server.owner) {
    console.log(`\n${server.owner.email} ahora es administrador.`);
  }

  if (process.argv.includes('--demo')) {
    const demo = await seedDemo(
      server.deps.db,
      server.deps.auth,
      config.ownerEmail,
      server.deps.files,
      server.deps.webhooks,
    );
    if (demo.seeded) {
      console.log(`\nDatos de demostración creados. Contraseña de todas las cuentas demo: ${demo.password}`);
      console.log(`  Equipo (admin): ${demo.staff!.join(', ')}`);
      console.log(`  Clientes: ${demo.clients!.join(', ')}`);
      console.log(`  Colaboradores: ${demo.colleagues!.join(', ')}`);
    } else {
      console.log('\nLa base de datos ya tiene proyectos: no se añaden datos de demostración.');
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: deteniendo Websy…`);
    await server.close();
    process.exit(0);
  };
  // The embedded PostgreSQL library exits the process on SIGINT and SIGTERM as soon as it has
  // stopped its servers, cutting requests under way: the entry alone handles them (server.close()
  // drains, then stops the embedded server last).
  for (const signal of SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
  if (signalled) void stop(signalled);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
