import { z } from '@hono/zod-openapi';
import { asc, eq, inArray } from 'drizzle-orm';
import { asCaller } from '../../db/client';
import { userSkills } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { isRealAvatar } from '../../../shared/domain/profile';
import { requireCaller } from '../../lib/caller';
import { defineRoute } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';

const memberSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  has_real_avatar: z.boolean(),
  skills: z.array(z.string()),
});

const list = defineRoute({
  method: 'get',
  path: '/',
  tag: 'Staff',
  summary: "The agency's team (admins) with their skills: assignees of tasks",
  response: z.object({ members: z.array(memberSchema) }),
  responseExample: {
    members: [
      {
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        full_name: 'Marta',
        email: 'marta@agencia.com',
        avatar_url: null,
        has_real_avatar: false,
        skills: ['Figma', 'React'],
      },
    ],
  },
});

export const staffRoutes = createRouter().openapi(list, async (c) => {
  const members = await asCaller(c.var.deps.db, requireCaller(c), async (tx) => {
    const rows = await tx.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.fullName));
    const skills = rows.length
      ? await tx
          .select()
          .from(userSkills)
          .where(
            inArray(
              userSkills.userId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return rows.map((u) => ({
      id: u.id,
      full_name: u.fullName,
      email: u.email,
      avatar_url: u.avatarUrl,
      has_real_avatar: isRealAvatar(u.avatarUrl),
      skills: skills.filter((s) => s.userId === u.id).map((s) => s.skillName),
    }));
  });
  return c.json({ members }, 200);
});
