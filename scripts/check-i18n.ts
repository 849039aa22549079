/**
 * i18n check (runs in `npm test`):
 *  1. every key of every catalogue exists in all languages (es, en, pt), same for whole files;
 *  2. every literal key used in the code (`t('ns:key')`, `t('key')`, `i18nKey="…"`,
 *     `labelKey/titleKey: '…'`, and `'validation:…'`-style strings in shared schemas) exists in
 *     the Spanish catalogue. Best effort static scan: dynamic keys (template literals) are skipped.
 * Exits 1 and lists every problem.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const LOCALES = join(ROOT, 'src/shared/i18n/locales');
const LANGUAGES = ['es', 'en', 'pt'] as const;
const REFERENCE = 'es';
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

type Catalogue = Map<string, Set<string>>; // namespace → flattened keys

function flatten(value: unknown, prefix: string, out: Set<string>): void {
  if (value && typeof value === 'object') {
    if (prefix) out.add(`${prefix}`); // objects are valid targets of returnObjects
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
    return;
  }
  out.add(prefix);
}

function leafKeys(value: unknown, prefix = '', out: string[] = []): string[] {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>))
      leafKeys(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.push(prefix);
  return out;
}

const problems: string[] = [];
const catalogues = new Map<string, Catalogue>();
const leaves = new Map<string, Map<string, string[]>>();

for (const lang of LANGUAGES) {
  const dir = join(LOCALES, lang);
  const catalogue: Catalogue = new Map();
  const langLeaves = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${lang}/${file}: invalid JSON (${(error as Error).message})`);
      continue;
    }
    const keys = new Set<string>();
    flatten(json, '', keys);
    catalogue.set(ns, keys);
    langLeaves.set(ns, leafKeys(json));
  }
  catalogues.set(lang, catalogue);
  leaves.set(lang, langLeaves);
}

// 1. Same files and same leaf keys in every language.
const allNamespaces = new Set(LANGUAGES.flatMap((lang) => [...(catalogues.get(lang)?.keys() ?? [])]));
for (const ns of [...allNamespaces].sort()) {
  const union = new Set(LANGUAGES.flatMap((lang) => leaves.get(lang)?.get(ns) ?? []));
  for (const lang of LANGUAGES) {
    const own = leaves.get(lang)?.get(ns);
    if (!own) {
      problems.push(`${lang}: missing catalogue ${ns}.json`);
      continue;
    }
    const ownSet = new Set(own);
    for (const key of [...union].sort()) {
      if (!ownSet.has(key)) problems.push(`${lang}: missing key ${ns}:${key}`);
    }
  }
}

// 2. Keys used in the code exist in Spanish.
const reference = catalogues.get(REFERENCE) ?? new Map();
function existsIn(ns: string, key: string): boolean {
  const keys = reference.get(ns);
  if (!keys) return false;
  return keys.has(key) || PLURAL_SUFFIXES.some((suffix) => keys.has(`${key}${suffix}`));
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(full);
  }
  return out;
}

const NS_PREFIXED = /^([a-z]+):([\w.-]+)$/i;
const CALL = /(?<![\w$])(?:t|i18n\.t|i18next\.t)\(\s*(['"])([^'"$`]+)\1/g;
const TRANS = /i18nKey=(?:\{\s*)?(['"])([^'"]+)\1/g;
const CONFIG_KEY = /\b(?:labelKey|titleKey|i18nKey)\s*:\s*(['"])([^'"]+)\1/g;
const NS_LITERAL =
  /(['"])((?:validation|errors|auth|common|settings|shell|dashboard|profile|legal|home|mail|api):[\w.-]+)\1/g;
const USE_TRANSLATION = /useTranslation\(\s*(?:(['"])([\w-]+)\1|\[([^\]]*)\])?/g;

const files = [...walk(join(ROOT, 'src/web')), ...walk(join(ROOT, 'src/shared'))];
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const where = relative(ROOT, file);
  const fileNamespaces = new Set<string>();
  for (const match of source.matchAll(USE_TRANSLATION)) {
    if (match[2]) fileNamespaces.add(match[2]);
    else if (match[3]) for (const ns of match[3].matchAll(/['"]([\w-]+)['"]/g)) fileNamespaces.add(ns[1]!);
    else fileNamespaces.add('common');
  }
  const candidates = fileNamespaces.size ? [...fileNamespaces, 'common'] : [...reference.keys()];

  const check = (key: string) => {
    const prefixed = NS_PREFIXED.exec(key);
    if (prefixed) {
      if (!existsIn(prefixed[1]!, prefixed[2]!)) problems.push(`${where}: es is missing ${key}`);
      return;
    }
    if (!/^[\w-]+(\.[\w-]+)+$|^[\w-]+$/.test(key)) return; // not a key (plain text)
    // Config tables (navigation) name keys of the shell namespace.
    const namespaces =
      /labelKey|titleKey/.test(source) && !fileNamespaces.size ? ['shell', ...candidates] : candidates;
    if (!namespaces.some((ns) => existsIn(ns, key))) {
      problems.push(`${where}: es is missing ${key} (looked in ${[...new Set(namespaces)].join(', ')})`);
    }
  };

  if (file.includes('/src/web/')) {
    for (const match of source.matchAll(CALL)) check(match[2]!);
    for (const match of source.matchAll(TRANS)) check(match[2]!);
    for (const match of source.matchAll(CONFIG_KEY)) check(match[2]!);
  }
  for (const match of source.matchAll(NS_LITERAL)) check(match[2]!);
}

const unique = [...new Set(problems)];
if (unique.length) {
  console.error(`i18n check failed (${unique.length} problem${unique.length === 1 ? '' : 's'}):`);
  for (const problem of unique) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `i18n check passed: ${allNamespaces.size} namespaces × ${LANGUAGES.length} languages, ${files.length} files scanned.`,
);
