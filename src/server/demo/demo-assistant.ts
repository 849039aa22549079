import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  assistantConversations,
  assistantMessages,
  websyConversationMemories,
  websyKnowledgeBase,
  websyUserProfiles,
} from '../db/schema/assistant';
import { projects } from '../db/schema/projects';
import { users } from '../db/schema/users';
import { keyTopics, summarize } from '../modules/assistant-memory/derive-memory';
import { DEFAULT_TIME_ZONE } from '../../shared/schemas/time-zone';

/** The agency's knowledge base (decision 0022): two general entries and one of Lucía's shop. */
export const demoKnowledge = [
  {
    title: 'Política de revisiones',
    content: 'Cada fase incluye dos rondas de revisiones sin coste; las siguientes se presupuestan aparte.',
    category: 'procesos',
    tags: ['revisiones', 'fases'],
  },
  {
    title: 'Horario de soporte',
    content: 'El equipo atiende tickets de lunes a viernes de 9:00 a 18:00 (hora de Madrid).',
    category: 'soporte',
    tags: ['soporte', 'tickets'],
  },
  {
    title: 'Pasarela de pago de la tienda',
    content: 'La tienda cobra con Stripe; los reembolsos se hacen desde su panel en 5 días hábiles.',
    category: 'técnico',
    tags: ['pagos', 'stripe'],
    project: 'Tienda online Lucía',
  },
];

const LUCIA = 'lucia@cliente.demo';
const questions = ['¿Cómo va el diseño de mi tienda?', '¿Cuántas revisiones del diseño me quedan?'];

/** Seeds the knowledge base (written by Marta) and a remembered conversation of Lucía's. */
export async function seedDemoAssistant(tx: Tx, now: number) {
  const [marta] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'marta@websy.demo'));
  const [lucia] = await tx.select({ id: users.id }).from(users).where(eq(users.email, LUCIA));
  const [shop] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, 'Tienda online Lucía'));
  if (!marta || !lucia || !shop) return;
  await tx.insert(websyKnowledgeBase).values(
    demoKnowledge.map(({ project, ...entry }) => ({
      ...entry,
      userId: marta.id,
      projectId: project ? shop.id : null,
    })),
  );
  const at = new Date(now - 86_400_000);
  const [conversation] = await tx
    .insert(assistantConversations)
    .values({ userId: lucia.id, title: 'Diseño de mi tienda', createdAt: at, updatedAt: at })
    .returning({ id: assistantConversations.id });
  const answers = [
    'El diseño va por buen camino: la portada está revisada y falta aprobar la ficha de producto.',
    'Cada fase incluye dos rondas de revisiones sin coste [KB-1]; te queda una en la fase de diseño.',
  ];
  for (const [i, question] of questions.entries()) {
    await tx.insert(assistantMessages).values([
      {
        conversationId: conversation!.id,
        role: 'user',
        parts: [{ type: 'text', text: question }],
        createdAt: at,
      },
      {
        conversationId: conversation!.id,
        role: 'assistant',
        parts: [{ type: 'text', text: answers[i]! }],
        createdAt: at,
      },
    ]);
  }
  const topics = keyTopics(questions);
  await tx.insert(websyConversationMemories).values({
    userId: lucia.id,
    conversationId: conversation!.id,
    contextSummary: summarize(questions),
    keyTopics: topics,
    createdAt: at,
    updatedAt: at,
  });
  await tx.insert(websyUserProfiles).values({
    userId: lucia.id,
    workPatterns: {
      active_hours: [
        Number(
          new Intl.DateTimeFormat('en-GB', {
            hour: 'numeric',
            hourCycle: 'h23',
            timeZone: DEFAULT_TIME_ZONE,
          }).format(at),
        ),
      ],
      time_zone: DEFAULT_TIME_ZONE,
      messages: questions.length,
    },
    preferences: { language: 'es' },
    expertiseAreas: topics,
  });
}
