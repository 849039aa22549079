import { describe, expect, it } from 'vitest';
import {
  isWaitingForText,
  lastQuestion,
  plainText,
  textOf,
  titleFrom,
  toStored,
  toUIMessages,
  type AssistantUIMessage,
} from './messages';

const user = (id: string, text: string): AssistantUIMessage => ({
  id,
  role: 'user',
  parts: [{ type: 'text', text }],
});
const answer = (id: string, ...texts: string[]): AssistantUIMessage => ({
  id,
  role: 'assistant',
  parts: texts.map((text) => ({ type: 'text' as const, text })),
});

describe('assistant messages', () => {
  it('reads a message’s text parts in order', () => {
    expect(textOf(answer('a', 'Tu proyecto ', 'va bien.'))).toBe('Tu proyecto va bien.');
    expect(textOf({ parts: [{ type: 'data-notice', data: { message: 'x' } }] })).toBe('');
  });

  it('finds the last question, skipping answers', () => {
    expect(lastQuestion([user('1', 'Hola'), answer('2', 'Hola'), user('3', '¿Y mis tareas?')])).toBe(
      '¿Y mis tareas?',
    );
    expect(lastQuestion([user('1', '¿Cómo va?'), answer('2', 'Bien')])).toBe('¿Cómo va?');
    expect(lastQuestion([])).toBeNull();
  });

  it('titles a conversation after its first question', () => {
    expect(titleFrom('  ¿Cómo va   mi proyecto?\nGracias')).toBe('¿Cómo va mi proyecto?');
    const long = 'Necesito un resumen de todas las tareas vencidas de la tienda online y del blog';
    const title = titleFrom(long);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toBe('Necesito un resumen de todas las tareas vencidas de la…');
    expect(titleFrom('x'.repeat(80))).toBe(`${'x'.repeat(59)}…`);
  });

  it('turns stored messages into chat messages and back', () => {
    const stored = [
      { id: '1', role: 'user' as const, parts: [{ type: 'text' as const, text: 'Hola' }], created_at: 't0' },
    ];
    const chat = toUIMessages(stored);
    expect(chat).toEqual([user('1', 'Hola')]);
    expect(toStored([...chat, answer('2', 'Hola, ', 'soy Websy AI.'), answer('3')], 't1')).toEqual([
      { id: '1', role: 'user', parts: [{ type: 'text', text: 'Hola' }], created_at: 't1' },
      {
        id: '2',
        role: 'assistant',
        parts: [{ type: 'text', text: 'Hola, soy Websy AI.' }],
        created_at: 't1',
      },
    ]);
  });

  it('waits for text until the answer has some', () => {
    expect(isWaitingForText([user('1', 'Hola')], true)).toBe(true);
    expect(isWaitingForText([user('1', 'Hola'), answer('2')], true)).toBe(true);
    expect(isWaitingForText([user('1', 'Hola'), answer('2', 'Ho')], true)).toBe(false);
    expect(isWaitingForText([user('1', 'Hola')], false)).toBe(false);
  });

  it('reads an answer out without its markdown marks', () => {
    expect(
      plainText('## Estado\n\nTu proyecto va **bien**:\n\n- Fase 1 `lista`\n1. [Ver](https://x.y)'),
    ).toBe('Estado Tu proyecto va bien: Fase 1 lista Ver');
  });
});
