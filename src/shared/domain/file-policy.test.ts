import { describe, expect, it } from 'vitest';
import { canDeleteDocument, canDeleteFile, fileRules } from './file-policy';

const admin = { id: 'admin', role: 'admin' as const };
const owner = { id: 'owner', role: 'user' as const };
const uploader = { id: 'uploader', role: 'user' as const };
const colleague = { id: 'colleague', role: 'user' as const };

describe('fileRules.deleteFile', () => {
  it('lets the uploader and the admins delete a file, and refuses another member', () => {
    const file = { uploadedBy: 'uploader' };
    expect(fileRules.deleteFile(uploader, file)).toBeNull();
    expect(fileRules.deleteFile(admin, file)).toBeNull();
    expect(fileRules.deleteFile(colleague, file)).toEqual({
      code: 'PERMISSION',
      message: 'files:errors.noPermission',
    });
    expect(canDeleteFile(colleague, file)).toBe(false);
  });

  it('leaves a file whose uploader was deleted to the admins', () => {
    expect(canDeleteFile(admin, { uploadedBy: null })).toBe(true);
    expect(canDeleteFile(owner, { uploadedBy: null })).toBe(false);
  });
});

describe('fileRules.deleteDocument', () => {
  const document = { createdBy: 'uploader', projectOwner: 'owner' };

  it('lets its creator, the project’s owner and the admins delete a document', () => {
    expect(canDeleteDocument(uploader, document)).toBe(true);
    expect(canDeleteDocument(owner, document)).toBe(true);
    expect(canDeleteDocument(admin, document)).toBe(true);
  });

  it('refuses another member with the documents’ text', () => {
    expect(fileRules.deleteDocument(colleague, document)).toEqual({
      code: 'PERMISSION',
      message: 'documents:errors.noPermission',
    });
  });
});
