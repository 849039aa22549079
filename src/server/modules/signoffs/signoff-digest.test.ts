import { describe, expect, it } from 'vitest';
import { canonicalJson, signoffDigest, type AcceptedContent } from './signoff-digest';

const content: AcceptedContent = {
  project_id: '3f6c1e2a-9b7d-4c1e-8f2a-5d6e7f8a9b0c',
  phase: { id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', name: 'Diseño', description: 'Pantallas en Figma' },
  round: 1,
  note: 'Entregamos el diseño de las pantallas',
  tasks: [
    { id: 'b0000000-0000-4000-8000-000000000002', title: 'Inicio', status: 'completed' },
    { id: 'a0000000-0000-4000-8000-000000000001', title: 'Catálogo', status: 'completed' },
  ],
  links: [{ label: 'Prototipo', url: 'https://figma.example/proto' }],
  files: [{ id: 'c0000000-0000-4000-8000-000000000003', name: 'diseño.pdf' }],
  evidence: [],
};

describe('signoffDigest (decision 0053)', () => {
  it('is a SHA-256 in hex', () => {
    expect(signoffDigest(content)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is stable for the same content, whatever the order of keys or of tasks', () => {
    const reordered: AcceptedContent = {
      evidence: [],
      files: content.files,
      links: content.links,
      tasks: [...content.tasks].reverse().map((t) => ({ status: t.status, title: t.title, id: t.id })),
      note: content.note,
      round: 1,
      phase: { description: content.phase.description, name: content.phase.name, id: content.phase.id },
      project_id: content.project_id,
    };
    expect(signoffDigest(reordered)).toBe(signoffDigest(content));
    expect(canonicalJson(reordered)).toBe(canonicalJson(content));
  });

  it('changes with anything that was accepted', () => {
    const digest = signoffDigest(content);
    const variants: AcceptedContent[] = [
      { ...content, note: `${content.note}.` },
      { ...content, round: 2 },
      { ...content, phase: { ...content.phase, name: 'Diseño web' } },
      { ...content, tasks: [{ ...content.tasks[0]!, status: 'pending' }, content.tasks[1]!] },
      { ...content, tasks: content.tasks.slice(1) },
      { ...content, links: [] },
      { ...content, files: [{ ...content.files[0]!, name: 'otro.pdf' }] },
      {
        ...content,
        evidence: [
          {
            id: 'd0000000-0000-4000-8000-000000000004',
            kind: 'deployment',
            title: 'prod',
            url: 'https://x.example',
          },
        ],
      },
    ];
    for (const variant of variants) expect(signoffDigest(variant)).not.toBe(digest);
  });
});
