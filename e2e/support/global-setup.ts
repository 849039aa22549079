import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { E2E_ENV } from './env';
import { startPortalProcess } from './portal-process';

/**
 * Starts one portal for the whole run (e2e/support/portal.ts: web build if stale, embedded
 * PostgreSQL, real server, SMTP catcher), hands its URLs to the workers through environment
 * variables, and stops it at the end.
 */
export default async function globalSetup(_config: FullConfig) {
  const portal = await startPortalProcess();
  process.env[E2E_ENV.baseUrl] = portal.baseUrl;
  process.env[E2E_ENV.mailUrl] = portal.mailUrl;
  process.env[E2E_ENV.webRoot] = path.join(portal.dataDir, 'web');
  console.log(`[e2e] portal on ${portal.baseUrl}`);
  return portal.stop;
}
