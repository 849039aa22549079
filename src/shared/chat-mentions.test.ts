import { describe, expect, it } from 'vitest';
import { activeMention, insertMention, matchMembers, mentionedIds } from './chat-mentions';

const members = [
  { id: 'a', name: 'Ana Pérez' },
  { id: 'l', name: 'Lucía Herrera' },
  { id: 'lu', name: 'Luis' },
];

describe('chat mentions', () => {
  it('finds the @query being typed before the caret, only at the start of a word', () => {
    expect(activeMention('Hola @Lu', 8)).toEqual({ start: 5, query: 'Lu' });
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMention('correo@cliente', 14)).toBeNull();
    expect(activeMention('Hola @Lu\nque', 12)).toBeNull();
    expect(activeMention('sin arroba', 5)).toBeNull();
  });

  it('matches members by any word of their name, accents and case ignored', () => {
    expect(matchMembers(members, 'lu').map((m) => m.id)).toEqual(['l', 'lu']);
    expect(matchMembers(members, 'perez').map((m) => m.id)).toEqual(['a']);
    expect(matchMembers(members, 'HERR').map((m) => m.id)).toEqual(['l']);
    expect(matchMembers(members, '')).toHaveLength(3);
    expect(matchMembers(members, 'zz')).toEqual([]);
  });

  it('inserts the chosen name in place of the query and moves the caret after it', () => {
    expect(insertMention('Hola @Lu qué tal', 5, 8, 'Lucía Herrera')).toEqual({
      text: 'Hola @Lucía Herrera  qué tal',
      caret: 20,
    });
  });

  it('mentions the members whose whole @name is still in the text', () => {
    expect(mentionedIds('@Lucía Herrera y @Ana Pérez, mirad esto', members)).toEqual(['a', 'l']);
    // "@Luis" is not "@Lucía …"; "@Luisa" is not "@Luis"; an e-mail is no mention.
    expect(mentionedIds('Hola @Luisa', members)).toEqual([]);
    expect(mentionedIds('Escribe a luis@cliente.es', members)).toEqual([]);
    expect(mentionedIds('@Luis.', members)).toEqual(['lu']);
    expect(mentionedIds('Sin menciones', members)).toEqual([]);
  });
});
