import { addDays, parseDueDate } from './task-fields';
import { fold, hasWord, quoted, tidy } from '../../../../ai/text';

/** docs/product.md#limits: a meeting starts at 17:00 and lasts one hour unless the request says otherwise. */
export const MEETING_DEFAULT_TIME = '17:00';
export const MEETING_DEFAULT_MINUTES = 60;
export const MEETING_MIN_MINUTES = 15;
export const MEETING_MAX_MINUTES = 480;

export interface MeetingFields {
  /** YYYY-MM-DD: the day said (today, tomorrow, a weekday, a date), else tomorrow. */
  date: string;
  /** HH:mm on a 24-hour clock. */
  time: string;
  minutes: number;
  /** What it is about: quoted, or after "sobre / about / sobre". */
  topic: string | null;
  /** People named after "con / with / com", to look up among the caller's contacts. */
  names: string[];
  emails: string[];
  /** "con el equipo / with the team / com a equipe": the agency team of the project. */
  team: boolean;
}

const EMAIL = /[^\s<>(),;:"'«»]+@[^\s<>(),;:"'«»]+\.[\p{L}]{2,}/gu;
const ONE_EMAIL = new RegExp(`^(?:${EMAIL.source})$`, 'u');
const TEAM = ['equipo', 'team', 'equipa', 'equipe', 'agencia', 'agency'];

/** Whether a text is one e-mail address (an outside guest). */
export function isEmailAddress(text: string): boolean {
  return ONE_EMAIL.test(text.trim());
}

/** Whether a name stands for the agency team ("el equipo", "the team", "a agência"). */
export function meansTeam(name: string): boolean {
  return hasWord(fold(name), TEAM);
}
const WEEKDAYS: readonly (readonly string[])[] = [
  ['domingo', 'sunday'],
  ['lunes', 'monday', 'segunda', 'segunda-feira'],
  ['martes', 'tuesday', 'terca', 'terca-feira'],
  ['miercoles', 'wednesday', 'quarta', 'quarta-feira'],
  ['jueves', 'thursday', 'quinta', 'quinta-feira'],
  ['viernes', 'friday', 'sexta', 'sexta-feira'],
  ['sabado', 'saturday'],
];

/** The next such weekday after `today` (a week later when it is today's). */
function nextWeekday(folded: string, today: string): string | null {
  const index = WEEKDAYS.findIndex((words) => hasWord(folded, words));
  if (index < 0) return null;
  const current = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((index - current + 6) % 7) + 1);
}

/** Minutes the meeting lasts, and where that phrase is (taken out, so "2 horas" is no time nor a name). */
function duration(folded: string): { minutes: number | null; start: number; end: number } {
  const patterns: [RegExp, (m: RegExpExecArray) => number][] = [
    [/\b(\d{1,3})\s*(?:min|mins|minutos?|minutes?)\b/u, (m) => Number(m[1])],
    [
      /\b(?:durante|por|for|de|during|duracion de|lasting)\s+(\d{1,2}(?:[.,]5)?)\s*(?:h|hrs?|horas?|hours?)\b/u,
      (m) => Math.round(Number(m[1]!.replace(',', '.')) * 60),
    ],
    [/\b(?:hora y media|an hour and a half|one and a half hours|hora e meia)\b/u, () => 90],
    [/\b(?:media hora|half an hour|half hour|meia hora)\b/u, () => 30],
    [/\b(?:durante|por|for|de|during)\s+(?:una|one|an|uma)\s+(?:hora|hour)\b/u, () => 60],
  ];
  for (const [re, read] of patterns) {
    const m = re.exec(folded);
    if (m) {
      const minutes = Math.min(MEETING_MAX_MINUTES, Math.max(MEETING_MIN_MINUTES, read(m)));
      return { minutes, start: m.index, end: m.index + m[0].length };
    }
  }
  return { minutes: null, start: 0, end: 0 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' from "a las 10", "at 3pm", "às 15h30", "10:30", "mediodía"; null when none is said. */
function clock(folded: string): string | null {
  if (/\b(?:mediodia|noon|midday|meio-dia|meio dia)\b/u.test(folded)) return '12:00';
  const forms = [
    /\b(?:a las|a la|at|as|pelas|para las)\s+(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|h)?(?![\d/-])/u,
    /\b(\d{1,2}):(\d{2})\s*(am|pm)?(?![\d/-])/u,
    /\b(\d{1,2})\s*(am|pm|h)\b/u,
  ];
  for (const re of forms) {
    const m = re.exec(folded);
    if (!m) continue;
    let hour = Number(m[1]);
    const minute = m[2] && /^\d+$/.test(m[2]) ? Number(m[2]) : 0;
    const suffix = (m[3] ?? (m[2] && !/^\d+$/.test(m[2]) ? m[2] : '')).replaceAll('.', '');
    const evening =
      suffix === 'pm' ||
      /\b(?:de la tarde|de la noche|in the evening|in the afternoon|da tarde|da noite)\b/u.test(folded);
    if (evening && hour < 12) hour += 12;
    if (suffix === 'am' && hour === 12) hour = 0;
    if (hour > 23 || minute > 59) return null;
    return `${pad(hour)}:${pad(minute)}`;
  }
  return null;
}

const TOPIC_START =
  /(?:^|[^\p{L}])(?:sobre|acerca de|para hablar de|para revisar|about|to discuss|regarding|to review|para falar sobre|para falar de|para rever)\s+/u;
const PHRASE_END =
  /\s(?:con|with|com|a las|at|as|às|pelas|el|on|no|na|mañana|manana|tomorrow|amanhã|amanha|hoy|today|hoje|durante|for|por|de \d|en el proyecto|del proyecto|in project|no projeto|proyecto|project|projeto)\b|[,.;:¿?¡!\n]/iu;

function phraseAt(text: string, from: number): string | null {
  const rest = text.slice(from);
  const end = PHRASE_END.exec(rest);
  const value = tidy(end ? rest.slice(0, end.index) : rest);
  return value || null;
}

/** The names after "con / with / com", split at commas and "y / and / e"; e-mails left out. */
function people(text: string, folded: string): { names: string[]; team: boolean } {
  const at = /(?:^|[^\p{L}])(?:con|with|com)\s+/u.exec(folded);
  if (!at) return { names: [], team: false };
  const start = at.index + at[0].length;
  const rest = text.slice(start).replace(EMAIL, (e) => ' '.repeat(e.length));
  const end =
    /\s(?:a las|at|as|às|pelas|sobre|about|para|to|mañana|manana|tomorrow|amanhã|amanha|hoy|today|hoje|el (?:lunes|martes|miercoles|miércoles|jueves|viernes|sabado|sábado|domingo)|on|durante|for|por|en el proyecto|in project|no projeto)\b|[.;:¿?¡!\n]/iu.exec(
      rest,
    );
  const phrase = end ? rest.slice(0, end.index) : rest;
  const names = phrase
    .split(/,|\s(?:y|and|e)\s/u)
    .map((n) => tidy(n.replace(/^(?:el|la|los|las|the|o|a|os|as)\s+/iu, '')))
    .filter((n) => n.length > 1);
  const team = names.some(meansTeam);
  return { names: names.filter((n) => !meansTeam(n)), team };
}

/**
 * What a meeting request says (decision 0029, es, en and pt): the day (today, tomorrow, a weekday,
 * dd/mm/yyyy or yyyy-mm-dd; tomorrow when none), the time (17:00 when none), how long (one hour
 * when not said), the topic, the people named and the addresses written. Pure: `today` comes from
 * the caller's time zone.
 */
export function parseMeeting(text: string, today: string): MeetingFields {
  const said = duration(fold(text));
  const blank = (s: string) => s.slice(0, said.start) + ' '.repeat(said.end - said.start) + s.slice(said.end);
  const folded = blank(fold(text));
  const date = parseDueDate(text, today) ?? nextWeekday(folded, today) ?? addDays(today, 1);
  const topicQuote = quoted(text)[0]?.value ?? null;
  const topicAt = TOPIC_START.exec(folded);
  const topicSaid = topicQuote ?? (topicAt ? phraseAt(text, topicAt.index + topicAt[0].length) : null);
  // "sobre el proyecto X": the project is not the topic.
  const topic =
    topicSaid && !/^(?:el|la|los|las|the|o|a|os|as|del|do|da)$/iu.test(topicSaid) ? topicSaid : null;
  const found = people(blank(text), folded);
  return {
    date,
    time: clock(folded) ?? MEETING_DEFAULT_TIME,
    minutes: said.minutes ?? MEETING_DEFAULT_MINUTES,
    topic,
    names: found.names,
    emails: [...new Set((text.match(EMAIL) ?? []).map((e) => e.toLowerCase()))],
    team: found.team,
  };
}
