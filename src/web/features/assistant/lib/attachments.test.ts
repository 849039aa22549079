import { describe, expect, it } from 'vitest';
import { addFiles, attachmentsOf, attachmentsToSend, formatSize } from './attachments';
import { toStored, type AssistantUIMessage } from './messages';

const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

describe('attached files in the composer (decision 0032)', () => {
  it('takes images up to 4 MB and .txt/.md/.csv/.json up to 256 KB, at most 3', () => {
    const picked = [file('a.png', 10, 'image/png'), file('b.md', 10), file('c.CSV', 256 * 1024)];
    expect(addFiles([], picked)).toEqual({ files: picked, refusal: null });
    expect(addFiles(picked, [file('d.txt', 1)]).refusal).toEqual({ key: 'errors.tooManyAttachments' });
  });

  it('names the file it refuses, by type or size, and keeps those before it', () => {
    const ok = file('ok.json', 5);
    expect(addFiles([], [ok, file('doc.pdf', 5, 'application/pdf')])).toEqual({
      files: [ok],
      refusal: { key: 'errors.attachmentType', values: { name: 'doc.pdf' } },
    });
    expect(addFiles([], [file('big.txt', 256 * 1024 + 1)]).refusal).toEqual({
      key: 'errors.attachmentTooLargeNamed',
      values: { name: 'big.txt', max: '256 KB' },
    });
    expect(addFiles([], [file('big.jpg', 4 * 1024 * 1024 + 1, 'image/jpeg')]).refusal?.values?.max).toBe(
      '4 MB',
    );
    expect(addFiles([], [file('empty.txt', 0)]).refusal).toEqual({ key: 'errors.attachmentEmpty' });
  });

  it('sends a question’s files as name and base64, and stores what was attached', () => {
    const question: AssistantUIMessage = {
      id: 'q',
      role: 'user',
      parts: [
        { type: 'file', mediaType: 'text/plain', filename: 'n.txt', url: 'data:text/plain;base64,aG9sYQ==' },
        { type: 'text', text: 'Lee esto' },
      ],
    };
    expect(attachmentsToSend(question)).toEqual([{ name: 'n.txt', data: 'aG9sYQ==' }]);
    expect(attachmentsOf(question)).toEqual([{ name: 'n.txt', media_type: 'text/plain', size: 4 }]);
    expect(toStored([question], 'now')[0]!.parts).toEqual([
      { type: 'text', text: 'Lee esto' },
      {
        type: 'data-attachments',
        data: { attachments: [{ name: 'n.txt', media_type: 'text/plain', size: 4 }] },
      },
    ]);
  });

  it('writes sizes in the reader’s language', () => {
    expect(formatSize(512, 'en')).toBe('512 byte');
    expect(formatSize(1536, 'es')).toBe('1,5 kB');
    expect(formatSize(3 * 1024 * 1024, 'en')).toBe('3 MB');
  });
});
