import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../src/server/db/schema/payments';
import { phaseSignoffs } from '../../../src/server/db/schema/phase-signoffs';
import { projectFiles } from '../../../src/server/db/schema/project-files';
import { produceMissingReceipts } from '../../../src/server/modules/signoffs/produce-receipt';
import { HttpClient } from '../../support/http-client';
import { signInOwner, startTestApp, type TestApp } from '../../support/test-app';
import { accept, buildDelivery, submit } from './support';

/**
 * An acceptance bills once (decision 0053): ten clicks at once on one instance, and two instances
 * of the portal on one database accepting at the same instant, make one invoice and one receipt.
 */
let app: TestApp;
let second: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  second = await startTestApp({}, { databaseUrl: app.databaseUrl });
  admin = await signInOwner(app);
});
afterAll(async () => {
  await second?.close();
  await app?.close();
});

async function billed(projectId: string) {
  const invoices = await app.db.select().from(payments).where(eq(payments.projectId, projectId));
  const receipts = await app.db
    .select()
    .from(projectFiles)
    .where(eq(projectFiles.projectId, projectId))
    .then((files) => files.filter((f) => f.mimeType === 'application/pdf'));
  return { invoices, receipts };
}

describe('an acceptance bills once', () => {
  it('ten concurrent accepts: one wins, nine answer 409, one invoice and one receipt', async () => {
    const { client, project, design } = await buildDelivery(app, admin);
    const { id } = (await submit(admin.http, design.id)).json;
    const answers = await Promise.all(Array.from({ length: 10 }, () => accept(client.http, id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(
      answers.filter((a) => a.status === 409).every((a) => a.json.error.code === 'SIGNOFF_DECIDED'),
    ).toBe(true);
    const { invoices, receipts } = await billed(project.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.amount).toBe(1500);
    expect(receipts).toHaveLength(1);
  });

  it('two instances on one database accepting at once: one invoice', async () => {
    const { client, project, design } = await buildDelivery(app, admin);
    const { id } = (await submit(admin.http, design.id)).json;
    const other = new HttpClient(second.baseUrl);
    const [a, b] = await Promise.all([
      accept(client.http, id),
      other.post(
        `/api/signoffs/${id}/decision`,
        { decision: 'accept' },
        { cookie: client.http.cookieHeader },
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const { invoices, receipts } = await billed(project.id);
    expect(invoices).toHaveLength(1);
    expect(receipts).toHaveLength(1);
    const [row] = await app.db.select().from(phaseSignoffs).where(eq(phaseSignoffs.id, id));
    expect(row!.paymentId).toBe(invoices[0]!.id);
  });

  it('a receipt that fails after the acceptance is made by the receipts job, once', async () => {
    const { client, project, design } = await buildDelivery(app, admin, { amount: null });
    const { id } = (await submit(admin.http, design.id)).json;
    const files = app.server.deps.files;
    const put = files.put.bind(files);
    files.put = () => Promise.reject(new Error('store unavailable'));
    let accepted;
    try {
      accepted = await accept(client.http, id);
    } finally {
      files.put = put;
    }
    expect(accepted.status, accepted.text).toBe(200);
    // Accepted and recorded; the sign-off shows no receipt until one exists.
    expect(accepted.json).toMatchObject({ status: 'accepted', receipt_file_id: null });
    expect((await billed(project.id)).receipts).toHaveLength(0);
    expect(await produceMissingReceipts(app.server.deps)).toBe(1);
    expect(await produceMissingReceipts(app.server.deps)).toBe(0);
    const listed = (await client.http.get(`/api/projects/${project.id}/signoffs`)).json[0];
    expect(listed.receipt_file_id).toEqual(expect.any(String));
    expect((await billed(project.id)).receipts).toHaveLength(1);
    await app.mail.waitFor(client.email);
  });
});
