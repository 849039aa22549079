import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { projectActivityLog } from '../db/schema/project-activity';
import { projectFiles } from '../db/schema/project-files';
import { projects } from '../db/schema/projects';
import { users } from '../db/schema/users';
import { translator } from '../lib/i18n';
import type { FileStore } from '../storage/file-store';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 96×96 logo: a terracotta disc on cream, the colours of the ceramics shop. */
export function demoLogoPng(size = 96): Buffer {
  const rows: Buffer[] = [];
  const r = size * 0.38;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 <= r * r;
      const [red, green, blue] = inside ? [196, 98, 45] : [250, 243, 230];
      row.set([red, green, blue], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with the given lines (Helvetica, plain ASCII-safe text). */
export function demoBriefPdf(lines: string[]): Buffer {
  const text = lines
    .map(
      (line, i) =>
        `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${760 - i * 24} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

interface DemoFile {
  project: string;
  name: string;
  mimeType: string;
  bytes: () => Buffer;
  daysAgo: number;
}

const demoFiles: DemoFile[] = [
  {
    project: 'Tienda online Lucía',
    name: 'Briefing tienda online.pdf',
    mimeType: 'application/pdf',
    daysAgo: 60,
    bytes: () =>
      demoBriefPdf([
        'Briefing: Tienda online Lucia',
        'Objetivo: vender ceramica artesanal en toda Espana.',
        'Publico: 30-55 anos, regalo y decoracion.',
        'Imprescindible: catalogo por colecciones, pago con tarjeta, envios.',
        'Tono: calido, cercano, artesanal.',
      ]),
  },
  {
    project: 'Tienda online Lucía',
    name: 'logo-ceramica-lucia.png',
    mimeType: 'image/png',
    daysAgo: 58,
    bytes: () => demoLogoPng(),
  },
  {
    project: 'Web corporativa Molina Abogados',
    name: 'Textos página de inicio.txt',
    mimeType: 'text/plain',
    daysAgo: 12,
    bytes: () =>
      Buffer.from(
        'Molina Abogados\n\nMás de 20 años defendiendo a familias y empresas de Valencia.\n\n' +
          'Áreas: derecho de familia, laboral y mercantil.\nPrimera consulta sin compromiso.\n',
      ),
  },
];

/**
 * A few believable files on the demo projects, written through the file store (disk or S3)
 * like any upload, each with its row and its activity entry, by the project's owner.
 */
export async function seedDemoFiles(db: Database, store: FileStore, now = Date.now()): Promise<void> {
  const names = [...new Set(demoFiles.map((f) => f.project))];
  const rows = await db
    .select({ id: projects.id, name: projects.name, owner: projects.createdBy, ownerName: users.fullName })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.createdBy))
    .where(inArray(projects.name, names));
  const byName = new Map(rows.map((r) => [r.name, r]));
  for (const file of demoFiles) {
    const project = byName.get(file.project);
    if (!project) continue;
    const bytes = file.bytes();
    const storageKey = `${project.id}/${randomUUID()}`;
    await store.put(
      storageKey,
      (async function* () {
        yield bytes;
      })(),
    );
    const at = new Date(now - file.daysAgo * 86_400_000);
    const params = { user: project.ownerName, file: file.name };
    await db.transaction(async (tx) => {
      await tx.insert(projectFiles).values({
        projectId: project.id,
        uploadedBy: project.owner,
        fileName: file.name,
        storageKey,
        mimeType: file.mimeType,
        fileSize: bytes.length,
        uploadedAt: at,
      });
      await tx.insert(projectActivityLog).values({
        projectId: project.id,
        userId: project.owner,
        action: 'file_uploaded',
        description: translator('es')('files:activity.uploaded', params),
        metadata: { i18n: { key: 'files:activity.uploaded', params } },
        createdAt: at,
      });
    });
  }
}
