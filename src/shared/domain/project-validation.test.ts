import { describe, expect, it } from 'vitest';
import { isValidGithubRepositoryUrl, projectMessages as m, validateProjectDraft } from './project-validation';

const creator = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('validateProjectDraft (docs/product.md#validation)', () => {
  it('accepts a complete valid project', () => {
    expect(
      validateProjectDraft({
        name: 'Tienda',
        description: 'x'.repeat(10_000),
        technologies: Array.from({ length: 20 }, (_, i) => `t${i}`),
        github_repository_url: 'https://github.com/agencia/tienda',
        created_by: creator,
      }),
    ).toEqual([]);
  });

  it('requires a name of at most 255 characters', () => {
    expect(validateProjectDraft({ name: '   ', created_by: creator })).toEqual([m.nameRequired]);
    expect(validateProjectDraft({ name: 'a'.repeat(255), created_by: creator })).toEqual([]);
    expect(validateProjectDraft({ name: 'a'.repeat(256), created_by: creator })).toEqual([m.nameTooLong]);
  });

  it('limits the description to 10,000 characters and technologies to 20', () => {
    expect(validateProjectDraft({ name: 'P', description: 'x'.repeat(10_001), created_by: creator })).toEqual(
      [m.descriptionTooLong],
    );
    expect(
      validateProjectDraft({
        name: 'P',
        technologies: Array.from({ length: 21 }, (_, i) => `t${i}`),
        created_by: creator,
      }),
    ).toEqual([m.tooManyTechnologies]);
  });

  it('requires created_by to be a user id', () => {
    expect(validateProjectDraft({ name: 'P', created_by: '' })).toEqual([m.createdByRequired]);
    expect(validateProjectDraft({ name: 'P', created_by: 'abc' })).toEqual([m.createdByRequired]);
  });

  it('lists every failure in order', () => {
    expect(
      validateProjectDraft({
        name: '',
        description: 'x'.repeat(10_001),
        github_repository_url: 'http://github.com/a/b',
      }),
    ).toEqual([m.nameRequired, m.descriptionTooLong, m.githubUrlInvalid, m.createdByRequired]);
  });
});

describe('isValidGithubRepositoryUrl', () => {
  it.each([
    'https://github.com/agencia/tienda',
    'https://github.com/agencia/tienda/',
    'https://www.github.com/agencia/tienda.git',
    'https://github.com/a-b/repo.name_1',
  ])('accepts %s', (url) => expect(isValidGithubRepositoryUrl(url)).toBe(true));

  it.each([
    'http://github.com/agencia/tienda',
    'https://gitlab.com/agencia/tienda',
    'https://github.com/agencia',
    'https://github.com/',
    'https://github.com.evil.io/a/b',
    'https://github.com/a/b/tree/main',
    'github.com/a/b',
  ])('refuses %s', (url) => expect(isValidGithubRepositoryUrl(url)).toBe(false));
});
