import type { TFunction } from 'i18next';
import type { RateLimits } from './rate-limits';
import type { Assistant } from '../ai/assistant';
import type { Auth } from '../auth/auth';
import type { CollabServer } from '../collab/collab-server';
import type { Config } from '../config';
import type { Caller, Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { GithubService } from '../modules/github/github-service';
import type { WebhookService } from '../modules/webhooks/webhook-service';
import type { FileStore } from '../storage/file-store';
import type { Language } from '../../shared/schemas/preferences';
import type { Logger } from './logger';
import type { ShortCache } from './short-cache';

export interface Deps {
  config: Config;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  baseURL: string;
  /** The admin console's heavy aggregates, reused for at most `CONSOLE_CACHE_SECONDS`. */
  consoleCache: ShortCache;
  /** Uploaded files: on disk, or in S3 when configured. */
  files: FileStore;
  /** The shared documents' live server (restores go through it so connected editors see them). */
  collab: CollabServer;
  /** Websy AI: the Gemini key pool and the per-user request limit. */
  assistant: Assistant;
  /** GitHub (decision 0026): the provider's address, the key of the stored tokens, the dashboards' cache. */
  github: GithubService;
  /** Writes per user and failed sign-ins per account (docs/product.md#security). */
  rateLimits: RateLimits;
  /** Signed webhooks (decision 0056): the key of the endpoints' signing secrets. */
  webhooks: WebhookService;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    caller: Caller | null;
    sessionId: string | null;
    /** The API token a bearer request came with (decision 0055); unset for sessions. */
    apiTokenId: string | undefined;
    lang: Language;
    t: TFunction;
    requestId: string;
    log: Logger;
  };
}
