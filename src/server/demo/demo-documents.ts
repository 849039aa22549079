import * as Y from 'yjs';
import { DOCUMENT_FIELD } from '../../shared/schemas/documents';

type Block =
  | { heading: 1 | 2 | 3; text: string }
  | { paragraph: string }
  | { bullets: string[] }
  | { tasks: [checked: boolean, text: string][] }
  | { table: string[][] };

const element = (
  name: string,
  children: (Y.XmlElement | Y.XmlText)[],
  attrs: Record<string, unknown> = {},
) => {
  const node = new Y.XmlElement(name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value as string);
  node.insert(0, children);
  return node;
};
const paragraph = (text: string) => element('paragraph', [new Y.XmlText(text)]);

function nodeOf(block: Block): Y.XmlElement {
  if ('heading' in block) return element('heading', [new Y.XmlText(block.text)], { level: block.heading });
  if ('paragraph' in block) return paragraph(block.paragraph);
  if ('bullets' in block)
    return element(
      'bulletList',
      block.bullets.map((b) => element('listItem', [paragraph(b)])),
    );
  if ('tasks' in block) {
    return element(
      'taskList',
      block.tasks.map(([checked, text]) => element('taskItem', [paragraph(text)], { checked })),
    );
  }
  return element(
    'table',
    block.table.map((row, r) =>
      element(
        'tableRow',
        row.map((cell) => element(r === 0 ? 'tableHeader' : 'tableCell', [paragraph(cell)])),
      ),
    ),
  );
}

/** A document's Yjs state as TipTap's Collaboration extension stores it (y-prosemirror's layout). */
export function demoDocumentState(blocks: Block[]): Uint8Array {
  const doc = new Y.Doc();
  doc.getXmlFragment(DOCUMENT_FIELD).insert(0, blocks.map(nodeOf));
  return Y.encodeStateAsUpdate(doc);
}

/** The shared documents of the demo's first shared project: a brief, meeting notes, a content plan. */
export const demoDocuments = [
  {
    title: 'Brief del proyecto',
    blocks: [
      { heading: 1, text: 'Brief: tienda online' },
      { paragraph: 'Objetivo: vender la colección de cerámica en línea antes de la campaña de Navidad.' },
      { heading: 2, text: 'Público' },
      {
        bullets: [
          'Clientas recurrentes de la tienda física',
          'Regalos de empresa',
          'Turistas que ya compraron',
        ],
      },
      { heading: 2, text: 'Requisitos' },
      {
        bullets: ['Pago con tarjeta y Bizum', 'Envíos a península y Baleares', 'Catálogo editable por Lucía'],
      },
    ],
  },
  {
    title: 'Acta de la reunión de arranque',
    blocks: [
      { heading: 1, text: 'Reunión de arranque' },
      { paragraph: 'Asistentes: Lucía, Pablo y Javier (Websy).' },
      {
        tasks: [
          [true, 'Enviar logotipos y fotos de producto'],
          [true, 'Elegir la plantilla de la tienda'],
          [false, 'Redactar las condiciones de envío'],
          [false, 'Revisar la primera maqueta el jueves'],
        ],
      },
    ],
  },
  {
    title: 'Plan de contenidos',
    blocks: [
      { heading: 1, text: 'Plan de contenidos de lanzamiento' },
      {
        table: [
          ['Semana', 'Contenido', 'Responsable'],
          ['1', 'Fichas de las 20 piezas principales', 'Lucía'],
          ['2', 'Página «Sobre el taller» con vídeo', 'Pablo'],
          ['3', 'Artículo: cómo cuidar la cerámica', 'Websy'],
        ],
      },
    ],
  },
] satisfies { title: string; blocks: Block[] }[];
