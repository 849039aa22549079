// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ title: z.string(), notes: z.string() });

function Form({ values }: { values: z.input<typeof schema> }) {
  const { form } = useSchemaForm(schema, { fields: ['title', 'notes'], failure: () => 'x', values });
  return (
    <form>
      <input aria-label="Título" {...form.register('title')} />
      <input aria-label="Notas" {...form.register('notes')} />
    </form>
  );
}

afterEach(cleanup);

describe('useSchemaForm', () => {
  it('keeps what the person typed when new values arrive; the untouched fields follow them', () => {
    const { rerender } = render(<Form values={{ title: '', notes: '' }} />);
    const title = screen.getByLabelText<HTMLInputElement>('Título');
    act(() => {
      fireEvent.input(title, { target: { value: 'Garantía' } });
    });
    rerender(<Form values={{ title: 'Del servidor', notes: 'Actualizadas' }} />);
    expect(screen.getByLabelText<HTMLInputElement>('Título').value).toBe('Garantía');
    expect(screen.getByLabelText<HTMLInputElement>('Notas').value).toBe('Actualizadas');
  });
});
