import { createShortCache, type ShortCache } from '../../../lib/short-cache';
import { CODE_EVIDENCE } from '../../../../shared/schemas/code-evidence';
import type { GithubService } from '../../github/github-service';

const caches = new WeakMap<GithubService, ShortCache>();

/**
 * The repositories' readings of one running server (its GitHub service), reused for
 * `CODE_EVIDENCE.cacheSeconds` per repository and connection (decision 0035).
 */
export function codeCache(github: GithubService): ShortCache {
  let cache = caches.get(github);
  if (!cache) {
    cache = createShortCache(CODE_EVIDENCE.cacheSeconds, { max: 500 });
    caches.set(github, cache);
  }
  return cache;
}
