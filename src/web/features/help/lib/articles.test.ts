import { describe, expect, it } from 'vitest';
import { helpLanguages } from '@/shared/schemas/help';
import { excerptOf, EXCERPT_LENGTH, plainText, toArticle } from './article';
import { parseArticle } from './front-matter';
import { readArticles } from './read-articles';

const byLanguage = Object.fromEntries(helpLanguages.map((language) => [language, readArticles(language)]));
const ids = (language: string) => byLanguage[language]!.map(({ article }) => article.id);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the help articles', () => {
  it('are at least 20 in each language, with the same ids in es, en and pt', () => {
    expect(ids('es').length).toBeGreaterThanOrEqual(20);
    expect(ids('en')).toEqual(ids('es'));
    expect(ids('pt')).toEqual(ids('es'));
  });

  it.each(helpLanguages)(
    '%s: each file is named by its id, its front matter valid, 120–400 words',
    (language) => {
      for (const { file, article } of byLanguage[language]!) {
        expect(file).toBe(`${article.id}.md`);
        const count = words(article.text);
        expect(count, `${language}/${file}`).toBeGreaterThanOrEqual(120);
        expect(count, `${language}/${file}`).toBeLessThanOrEqual(400);
      }
    },
  );

  it('share category, related articles and video across languages; related ids exist', () => {
    const known = new Set(ids('es'));
    for (const [index, { article }] of byLanguage.es!.entries()) {
      for (const language of ['en', 'pt']) {
        const other = byLanguage[language]![index]!.article;
        expect({ category: other.category, related: other.related, video: other.video }).toEqual({
          category: article.category,
          related: article.related,
          video: article.video,
        });
      }
      for (const related of article.related) {
        expect(known.has(related), `${article.id} → ${related}`).toBe(true);
        expect(related).not.toBe(article.id);
      }
    }
  });

  it('cover every category', () => {
    expect(new Set(byLanguage.es!.map(({ article }) => article.category)).size).toBe(4);
  });
});

describe('parseArticle', () => {
  const source = (front: string) => `---\n${front}\n---\n\n# Hola\n\nTexto.`;
  const valid = 'id: demo\ntitle: Demo\ncategory: advanced\ntags: [a1, b2]\nauthor: Equipo\ndate: 2026-11-20';

  it('reads the fields, lists and an optional video', () => {
    const parsed = parseArticle(source(`${valid}\nvideo: https://example.com/v.mp4\nrelated: []`));
    expect(parsed.meta).toMatchObject({
      id: 'demo',
      tags: ['a1', 'b2'],
      related: [],
      video: 'https://example.com/v.mp4',
    });
    expect(parsed.body).toBe('# Hola\n\nTexto.');
  });

  it('refuses a missing fence, an unknown category, an unknown key and a non-https video', () => {
    expect(() => parseArticle('# Sin cabecera')).toThrow();
    expect(() => parseArticle(source(valid.replace('advanced', 'billing')))).toThrow();
    expect(() => parseArticle(source(`${valid}\nowner: x`))).toThrow();
    expect(() => parseArticle(source(`${valid}\nvideo: http://example.com/v.mp4`))).toThrow();
  });

  it('turns Markdown into plain text and cuts 120-character excerpts at word starts', () => {
    expect(plainText('## Título\n\n- **Uno** y [dos](/x)\n1. `tres`')).toBe('Título Uno y dos tres');
    const article = toArticle(source(valid));
    expect(article.text).toBe('Hola Texto.');
    const long = 'palabra '.repeat(40).trim();
    expect(excerptOf(long).length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    expect(excerptOf(long).endsWith('…')).toBe(true);
    expect(excerptOf(long, 100).startsWith('…palabra')).toBe(true);
  });
});
