import { describe, expect, it } from 'vitest';
import { parseRepositoryUrl } from './code-evidence';

describe('parseRepositoryUrl', () => {
  it.each([
    ['https://github.com/agencia/tienda', 'agencia', 'tienda'],
    ['https://github.com/agencia/tienda/', 'agencia', 'tienda'],
    ['https://www.github.com/agencia/tienda.git', 'agencia', 'tienda'],
    ['https://github.com/a-b/repo.name_1', 'a-b', 'repo.name_1'],
  ])('reads %s', (url, owner, repo) => expect(parseRepositoryUrl(url)).toEqual({ owner, repo }));

  it.each([
    null,
    '',
    'http://github.com/a/b',
    'https://gitlab.com/a/b',
    'https://github.com/a',
    'https://github.com/a/b/c',
  ])('refuses %s', (url) => expect(parseRepositoryUrl(url)).toBeNull());
});
