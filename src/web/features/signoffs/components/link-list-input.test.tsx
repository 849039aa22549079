// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignoffLink } from '@/shared/schemas/signoffs';
import { TestProviders } from '@/web/lib/test-providers';
import { LinkListInput } from './link-list-input';

function Links({ initial }: { initial: SignoffLink[] }) {
  const [links, setLinks] = useState(initial);
  return (
    <TestProviders>
      <LinkListInput value={links} onChange={setLinks} errors={undefined} error={undefined} max={3} />
    </TestProviders>
  );
}

const labels = () =>
  screen.getAllByRole('textbox').filter((input) => (input as HTMLInputElement).name.endsWith('.label'));

describe('LinkListInput: the links of a submission', () => {
  afterEach(cleanup);

  it('adds rows up to the limit, edits each and removes one without disturbing the others', () => {
    render(<Links initial={[]} />);
    expect(screen.getByText('Sin enlaces.', { exact: false })).toBeTruthy();
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: /Añadir enlace/ }));
    expect(screen.queryByRole('button', { name: /Añadir enlace/ })).toBeNull();
    labels().forEach((input, i) => fireEvent.change(input, { target: { value: `Enlace ${i + 1}` } }));
    const middle = labels()[1]!;
    fireEvent.click(screen.getByRole('button', { name: 'Quitar el enlace 2' }));
    expect(labels().map((input) => (input as HTMLInputElement).value)).toEqual(['Enlace 1', 'Enlace 3']);
    expect(labels()).not.toContain(middle);
    expect(screen.getByRole('button', { name: /Añadir enlace/ })).toBeTruthy();
  });
});
