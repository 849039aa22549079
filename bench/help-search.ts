/**
 * The help centre's search (decision 0027): time per keystroke over every article. Each language's
 * index is built as the help centre builds it, then a set of queries (with typos and accents left
 * out) is typed one character at a time, every prefix searched as the modal does on each key.
 * Reports the index build and p50/p95/p99/max per keystroke. No server, no database.
 */
import { performance } from 'node:perf_hooks';
import { helpLanguages, type HelpLanguage } from '../src/shared/schemas/help';
import { readArticles } from '../src/web/features/help/lib/read-articles';
import { createHelpSearch } from '../src/web/features/help/lib/search';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

const QUERIES: Record<HelpLanguage, string[]> = {
  es: [
    'factuacion',
    'verificacion en dos pasos',
    'contraseña olvidada',
    'colaboradores',
    'notificaciones urgentes',
    'aprobacion del proyecto',
    'websy ai sin conexion',
  ],
  en: [
    'invoise',
    'two-step verification',
    'forgot password',
    'collaborators',
    'urgent notifications',
    'project approval',
    'websy ai offline',
  ],
  pt: [
    'faturamento',
    'verificacao em duas etapas',
    'senha esquecida',
    'colaboradores',
    'notificacoes urgentes',
    'aprovacao do projeto',
    'websy ai sem conexao',
  ],
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const format = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;

let articleCount = 0;
const timings: number[] = [];
for (const language of helpLanguages) {
  const articles = readArticles(language).map(({ article }) => article);
  articleCount += articles.length;
  const started = performance.now();
  const help = createHelpSearch(articles);
  console.log(
    `${language}: ${articles.length} articles, index built in ${(performance.now() - started).toFixed(1)} ms`,
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of QUERIES[language]) {
      for (let length = 1; length <= query.length; length += 1) {
        const keystroke = performance.now();
        help.search(query.slice(0, length));
        if (round > 0) timings.push(performance.now() - keystroke);
      }
    }
  }
}

timings.sort((a, b) => a - b);
console.log(
  `${articleCount} articles, ${timings.length} keystrokes measured (${ROUNDS - 1} rounds after a warm-up)`,
);
console.log(
  `per keystroke: p50 ${format(percentile(timings, 50))} · p95 ${format(percentile(timings, 95))} · ` +
    `p99 ${format(percentile(timings, 99))} · max ${format(timings.at(-1) ?? 0)}`,
);
