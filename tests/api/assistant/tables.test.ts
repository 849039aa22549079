import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, type Caller } from '../../../src/server/db/client';
import {
  assistantConversations,
  assistantKeyPool,
  assistantKeyPoolState,
  assistantMessages,
  assistantRateLimits,
  websyConversationMemories,
  websyKnowledgeBase,
  websyUserProfiles,
} from '../../../src/server/db/schema/assistant';
import { pgErrorOf } from '../../../src/server/lib/pg-errors';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

const refused = (e: unknown) => pgErrorOf(e)?.code === '42501';

/**
 * Row-level security of the assistant's tables (drizzle/0018_assistant.sql), straight through
 * `asCaller`: what each role reads and writes with no route in between.
 */
describe('the assistant’s tables under row-level security (decision 0022)', () => {
  let app: TestApp;
  let a: Caller;
  let b: Caller;
  let colleague: Caller;
  let admin: Caller;
  let projectA: string;
  let projectB: string;
  let conversationA: string;

  beforeAll(async () => {
    app = await startTestApp();
    const owner = await signInOwner(app);
    const ua = await signUpUser(app);
    const ub = await signUpUser(app);
    const uc = await signUpUser(app);
    a = { id: ua.id, role: 'user' };
    b = { id: ub.id, role: 'user' };
    colleague = { id: uc.id, role: 'user' };
    admin = { id: owner.id, role: 'admin' };
    projectA = (await buildProject(ua.http)).id;
    projectB = (await buildProject(ub.http)).id;
    await ua.http.post(`/api/projects/${projectA}/members`, { email: uc.email });
    conversationA = await asCaller(app.db, a, async (tx) => {
      const [c] = await tx.insert(assistantConversations).values({ userId: a.id, title: 'De A' }).returning();
      await tx.insert(assistantMessages).values({
        conversationId: c!.id,
        role: 'user',
        parts: [{ type: 'text', text: 'Hola' }],
      });
      await tx
        .insert(websyConversationMemories)
        .values({ userId: a.id, conversationId: c!.id, contextSummary: 'Resumen de A', keyTopics: ['web'] });
      await tx.insert(websyUserProfiles).values({ userId: a.id, commonTasks: ['revisar'] });
      return c!.id;
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps conversations, messages, memories and profiles to their user, admins included', async () => {
    for (const other of [b, admin]) {
      const seen = await asCaller(app.db, other, async (tx) => ({
        conversations: await tx.select().from(assistantConversations),
        messages: await tx.select().from(assistantMessages),
        memories: await tx.select().from(websyConversationMemories),
        profiles: await tx.select().from(websyUserProfiles),
      }));
      expect(seen).toEqual({ conversations: [], messages: [], memories: [], profiles: [] });
      const deleted = await asCaller(app.db, other, (tx) =>
        tx.delete(assistantConversations).where(eq(assistantConversations.id, conversationA)).returning(),
      );
      expect(deleted).toEqual([]);
    }
    const own = await asCaller(app.db, a, async (tx) => ({
      messages: await tx.select().from(assistantMessages),
      memories: await tx.select().from(websyConversationMemories),
    }));
    expect(own.messages).toHaveLength(1);
    expect(own.memories[0]!.contextSummary).toBe('Resumen de A');
  });

  it('refuses writing into another user’s conversation or in their name (42501)', async () => {
    const attempts = [
      () =>
        asCaller(app.db, b, (tx) =>
          tx.insert(assistantMessages).values({
            conversationId: conversationA,
            role: 'assistant',
            parts: [{ type: 'text', text: 'Intruso' }],
          }),
        ),
      () =>
        asCaller(app.db, b, (tx) =>
          tx.insert(assistantConversations).values({ userId: a.id, title: 'Falsa' }),
        ),
      () =>
        asCaller(app.db, b, (tx) =>
          tx.insert(websyConversationMemories).values({ userId: b.id, conversationId: conversationA }),
        ),
      () => asCaller(app.db, admin, (tx) => tx.insert(websyUserProfiles).values({ userId: a.id })),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toSatisfy(refused);
  });

  it('shows general knowledge to everyone, a project’s to its members; clients add only to their projects', async () => {
    await asCaller(app.db, admin, (tx) =>
      tx.insert(websyKnowledgeBase).values([
        { userId: admin.id, title: 'General', content: 'Horario de soporte' },
        { userId: admin.id, title: 'De B', content: 'Solo B', projectId: projectB },
      ]),
    );
    await asCaller(app.db, a, (tx) =>
      tx
        .insert(websyKnowledgeBase)
        .values({ userId: a.id, title: 'De A', content: 'Solo A', projectId: projectA }),
    );
    const titles = async (who: Caller) =>
      (await asCaller(app.db, who, (tx) => tx.select().from(websyKnowledgeBase))).map((k) => k.title).sort();
    expect(await titles(a)).toEqual(['De A', 'General']);
    expect(await titles(colleague)).toEqual(['De A', 'General']);
    expect(await titles(b)).toEqual(['De B', 'General']);
    expect(await titles(admin)).toEqual(['De A', 'De B', 'General']);
    for (const projectId of [null, projectB]) {
      const attempt = asCaller(app.db, a, (tx) =>
        tx.insert(websyKnowledgeBase).values({ userId: a.id, title: 'X', content: 'X', projectId }),
      );
      await expect(attempt).rejects.toSatisfy(refused);
    }
    const edited = await asCaller(app.db, a, (tx) =>
      tx
        .update(websyKnowledgeBase)
        .set({ content: 'Cambiado' })
        .where(eq(websyKnowledgeBase.title, 'General'))
        .returning(),
    );
    expect(edited).toEqual([]);
  });

  it('gives the key pool to admins to read only, and the request limit’s table to no caller', async () => {
    await expect(asCaller(app.db, a, (tx) => tx.select().from(assistantKeyPool))).rejects.toSatisfy(refused);
    await expect(asCaller(app.db, a, (tx) => tx.select().from(assistantKeyPoolState))).rejects.toSatisfy(
      refused,
    );
    expect(await asCaller(app.db, admin, (tx) => tx.select().from(assistantKeyPool))).toEqual([]);
    await expect(
      asCaller(app.db, admin, (tx) => tx.insert(assistantKeyPool).values({ fingerprint: 'x' })),
    ).rejects.toSatisfy(refused);
    for (const who of [a, admin]) {
      await expect(asCaller(app.db, who, (tx) => tx.select().from(assistantRateLimits))).rejects.toSatisfy(
        refused,
      );
    }
  });
});
